/**
 * The FAQ's four groups (docs/product/info-pages.md#faq). Answers are plain text; the page adds links around
 * them.
 */
export interface FaqItem {
  question: string;
  answer: string[];
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export function buildFaq(siteName: string): FaqGroup[] {
  return [
    {
      id: 'general',
      title: 'General Questions',
      items: [
        {
          question: `What is ${siteName}?`,
          answer: [
            `${siteName} is a community-run competitive league for the volleyball game on the game platform. Teams compete in organised seasons that end in a double-elimination playoff bracket, and every tracked game feeds the stats, records and awards on this site.`,
          ],
        },
        {
          question: 'How do I join the league?',
          answer: [
            'Join our chat community first: that is where every announcement, signup form and match thread is posted. Once you have verified your game account there, you can sign up with a team or register as a free agent when signups open.',
            'You do not need an account on this site to play, but one lets you like and write articles.',
          ],
        },
        {
          question: 'How do team signups work?',
          answer: [
            'Before each season staff open a signup window in the chat community. A captain registers the team name, a logo and a roster of players, who all need verified accounts. Rosters lock when the season starts; changes after that need staff approval.',
            'Players without a team can post in the free-agent channel, where captains look for extra players.',
          ],
        },
        {
          question: 'How long does a season last?',
          answer: [
            'A season runs for at least ten weeks, from the first scheduled round to the grand final. There is about a month between seasons for awards, signups and a rest.',
          ],
        },
        {
          question: 'How can I contribute to the league?',
          answer: [
            'Plenty of ways: write an article about your team or a big match, clip highlights for the media team, help track stats, or apply for a staff role when applications open. Most of the league is run by volunteers, so every bit of help counts.',
          ],
        },
      ],
    },
    {
      id: 'staff',
      title: 'Applications & Staff',
      items: [
        {
          question: 'How do staff applications work?',
          answer: [
            'Open roles are listed on the Applications page with a link to their form. Fill it in honestly and completely; the administration team reviews every application and contacts the applicants who are accepted through the chat community.',
            'When a role shows Closed, we are not recruiting for it right now. Announcements in the chat community say when a round of applications opens.',
          ],
        },
        {
          question: 'What roles are there?',
          answer: [
            'General staff, the media team, referees, hosts, server and game moderators and the stats team. Each card on the Applications page describes what the role involves and how much time it takes.',
          ],
        },
        {
          question: 'Can I apply for more than one role?',
          answer: [
            'Yes, but tell us in each application. Referees and hosts cannot officiate matches of their own team, so players may be scheduled around their games.',
          ],
        },
      ],
    },
    {
      id: 'rules',
      title: 'Rules & Guidelines',
      items: [
        {
          question: 'Where can I find the rules?',
          answer: [
            'The full rulebook is pinned in the rules channel of the chat community and is updated before each season. It covers rosters, match settings, substitutions, forfeits, disconnections and conduct.',
          ],
        },
        {
          question: 'What happens if a match cannot be played on time?',
          answer: [
            "Captains can ask staff to reschedule at least 24 hours before the match. A team that doesn't show up within fifteen minutes of the start time can be given a forfeit loss at staff's discretion.",
          ],
        },
        {
          question: 'What conduct is expected?',
          answer: [
            "Respect opponents, officials and staff, in game and in the chat community. Harassment, cheating, exploiting bugs and playing on another player's account lead to suspensions or bans.",
          ],
        },
      ],
    },
    {
      id: 'support',
      title: 'Technical & Support',
      items: [
        {
          question: 'How are stats tracked?',
          answer: [
            "For each tracked game our stats team fills in a sheet with every player's spikes, ape shots, blocks, assists, digs, block follows, aces and errors. Staff upload the sheet here after checking it, and the leaderboard, player pages and records update automatically.",
          ],
        },
        {
          question: 'I found a mistake in the stats or a bug on the site. How do I report it?',
          answer: [
            'Post in the support channel of the chat community or use the Contact page. Tell us the page address, what you expected and what you saw instead; a screenshot helps a lot.',
          ],
        },
        {
          question: 'How do I verify my account in the chat community?',
          answer: [
            "Follow the steps in the verification channel to link your game account. Verification shows staff which game account is yours, which we need for rosters and stats. If it doesn't work, ask in the support channel and a moderator will help.",
          ],
        },
        {
          question: 'Why does my article not show up yet?',
          answer: [
            'Every new article waits for a staff member to approve it. You can follow its state (Pending, Approved or Rejected) on your profile page.',
          ],
        },
      ],
    },
  ];
}
