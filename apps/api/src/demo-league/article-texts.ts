/**
 * Articles that do not depend on the generated league: guides, opinion and community news, plus one
 * pending submission and one rejected piece of spam for the approval queue. A text table, so long.
 */
import type { ArticleDraft } from './model.ts';

const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const EVERGREEN_ARTICLES: ArticleDraft[] = [
  {
    title: 'How We Track Stats: A Guide to the Leaderboard',
    summary:
      'Kills, attempts, receives and PRF explained: what every column on the statistics leaderboard means and where the numbers come from.',
    content: paragraphs(
      'Every league game ends with a tracking sheet. Two volunteers watch the recording and mark every attack, set, dig and serve for each player, and the sheet is uploaded to the site as a CSV file. Nothing reaches the leaderboard until both teams are on the sheet and every player on it is on one of the two rosters.',
      'Spike kills and spike attempts are counted separately from ape kills and ape attempts, because the ape shot is a different skill and deserves its own column. Total kills add the two together, and the total spike percentage divides total kills by total attempts, which is why a player with three attempts and three kills can briefly top the percentage column before the records page asks for a minimum number of attempts.',
      'Receives are digs plus block follows. PRF, short for points responsible for, adds kills, aces and assists, and plus-minus subtracts every error from PRF. Per Game and Per Set views divide the same totals, so a setter who plays long five-set series is not punished for it.',
      'If you spot a number that looks wrong, tell a staff member in the chat with the game link. Corrections are quick, and the records tables are recalculated as soon as a stat line changes.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-stats-guide/1200/630',
    author: 'demo_admin',
    approved: true,
    daysAgo: 120,
  },
  {
    title: 'The Art of the Ape Shot',
    summary:
      'Half tip, half spike, all nerve: a look at the trickiest attack in the game and the players who made it their signature.',
    content: paragraphs(
      'Ask any libero which attack they hate most and the answer is almost always the ape. It comes from the same approach as a spike, but at the last moment the hitter softens the contact and places the ball into the hole behind the block. When it works, the defence is frozen in the wrong spot; when it does not, it floats straight into a waiting pair of hands.',
      'The best apers share two habits. They sell the full swing until the very last frame, and they read the block before they jump instead of after. Watch the finals recordings and you will see the top apers glance at the middle blocker during the set, not at the ball.',
      'Volume matters less than you would think. Most of the league’s best apers take only one or two ape attempts a set, but they pick the moments when the block is committed. That is why the Best Aper award looks at ape kills, not attempts, and why a patient attacker often wins it over a flashy one.',
      'Want to practise? Run the approach against an empty net and call a target zone out loud before every jump. It feels silly, and it works.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-ape-shot/1200/630',
    author: 'demo_user',
    approved: true,
    daysAgo: 96,
  },
  {
    title: 'Five Tips for New Players Joining the League',
    summary:
      'Sign-ups are open all season long. Here is what veterans wish they had known before their first league game.',
    content: paragraphs(
      'First, pick a position and stick with it for a season. Rosters are small, and a team that knows who sets the second ball wins more rallies than a team of five hitters. You can always try something new next season.',
      'Second, show up to scrimmages. Team chemistry is built in practice games, not in the playoffs, and captains notice who is there every week.',
      'Third, learn to serve safely before you learn to serve hard. Serving errors are the cheapest points you can give away, and the Best Server award has gone to careful servers more often than to big ones.',
      'Fourth, watch your own recordings. Every league game with a video link is on the games page, and ten minutes of watching yourself will teach you more than an hour of reading.',
      'Finally, be a good teammate. The league is a community first. Say good game, help the new players on your roster, and the rest will follow.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-new-players/1200/630',
    author: 'ace_annie',
    approved: true,
    daysAgo: 80,
  },
  {
    title: 'Portal Update: CSV Stat Uploads and Challonge Imports',
    summary:
      'Staff can now upload a whole game from the tracking sheet and import bracket matches straight from Challonge.',
    content: paragraphs(
      'The staff portal has two new tools this season. The first is the CSV upload: export the tracking sheet, drop it into the upload dialog, and the portal shows a preview of both teams with every problem listed before anything is saved. Missing players can be created on the right team in one click, and the game and all of its stat lines are saved together or not at all.',
      'The second is the Challonge import. Paste the bracket link, choose the season and the window in which the round is played, and the schedule fills itself with one match per bracket game, spaced evenly across the evening. Running the import again later updates the same matches with their results instead of adding duplicates.',
      'Both tools check their input on the server as well as in the browser, so a broken file or a bracket that does not fit in its time window gives a clear message rather than half an import.',
      'Thanks to everyone on staff who tested these during the last off-season. Send feedback in the staff channel.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-portal-update/1200/630',
    author: 'demo_superadmin',
    approved: true,
    daysAgo: 40,
  },
  {
    title: 'Why Liberos Win Championships',
    summary:
      'Hitters get the highlights, but look at the receive numbers of every champion and a pattern appears in the back row.',
    content: paragraphs(
      'It is easy to build a highlight reel out of kills. It is much harder to build one out of clean passes, which is exactly why liberos are the most underrated players in the league.',
      'Go through the champions of the last few seasons and compare their receives per set with the rest of the bracket. Almost every title team sits near the top. A good first pass gives the setter options, options give the hitter a single block instead of a double, and a single block is where kills come from.',
      'The libero’s other job is invisible on the sheet: talking. The back row sees the whole court, and a libero who calls the open seams turns six players into one defence.',
      'So the next time your team wins a long rally, find your libero and say thanks. They probably touched the ball twice before anyone noticed.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-libero/1200/630',
    author: 'libero_lena',
    approved: true,
    daysAgo: 58,
  },
  {
    title: 'Community Night Recap: The Charity Scrimmage',
    summary:
      'Forty players, six mixed teams and one very long final: how the league raised money for the local youth club.',
    content: paragraphs(
      'Last weekend the league swapped its usual rosters for something different. Captains drew names out of a hat, every team mixed veterans with first-season players, and every set won added to the donation pot for the youth club that lends us its gym for the in-person meetups.',
      'The final went to five sets and the last one to 19-17, with two players who had never played together before trading kills until the very end. Nobody remembers who won, and that was the point.',
      'In total the community raised more than it did last year, and the club has promised new nets and balls for the spring. Thank you to everyone who played, streamed, donated or simply cheered in the chat.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-charity/1200/630',
    author: 'courtside_cam',
    approved: true,
    daysAgo: 22,
  },
  {
    title: 'My Idea for a Summer Mini-League',
    summary:
      'The break between seasons is long. A short three-versus-three tournament could keep everyone playing until the next draft.',
    content: paragraphs(
      'Every season ends with the same feeling: the finals are over, the awards are out, and then there is a month with nothing to play. I would like to propose a summer mini-league to fill that gap.',
      'The idea is simple: teams of three, random draws every week, one evening of games on the weekend and no stats that count towards records. It would be a good way for new players to meet veterans before the draft and for captains to scout.',
      'I am happy to organise the first one if staff agree. Let me know what you think in the comments or in the chat.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-summer/1200/630',
    author: 'rallyfan88',
    approved: null,
    daysAgo: 2,
  },
  {
    title: 'CHEAP COINS AND ACCOUNTS - LIMITED OFFER',
    summary:
      'Best prices for in-game coins and rare accounts, fast delivery, message me now before the offer ends!!!',
    content: paragraphs(
      'Looking for coins? We sell the cheapest coins in the whole game, delivered in five minutes, no questions asked. Rare accounts with every skin unlocked are also available at a special price this week only.',
      'Send a private message with how many coins you need and we will send payment details. Bulk orders get a bonus. Do not miss this, the offer is limited and stock is running out fast!!!',
      'Trusted by hundreds of happy customers, check the reviews on our page.',
    ),
    imageUrl: 'https://picsum.photos/seed/volley-spam/1200/630',
    author: 'blockparty_ben',
    approved: false,
    daysAgo: 12,
  },
];
