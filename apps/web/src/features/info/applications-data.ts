/**
 * The staff applications board (docs/product/info-pages.md#applications, docs/product/info-pages.md#data):
 * static entries, all closed for now.
 */
export const APPLICATION_CATEGORIES = [
  { id: 'staff', title: 'Staff Positions' },
  { id: 'media', title: 'Media & Content' },
  { id: 'game-officials', title: 'Game Officials' },
  { id: 'management', title: 'Management & Support' },
] as const;
export type ApplicationCategory = (typeof APPLICATION_CATEGORIES)[number]['id'];

export interface ApplicationEntry {
  id: string;
  name: string;
  type: string;
  description: string;
  /** The form to apply with; only shown while the entry is open. */
  url?: string;
  status: 'open' | 'closed';
  category: ApplicationCategory;
}

export const APPLICATIONS: ApplicationEntry[] = [
  {
    id: 'staff',
    name: 'Staff',
    type: 'League staff',
    description:
      'Plan seasons, run signups, settle disputes and keep the league fair. Staff need to be active in the chat community most weeks and comfortable making calls that not everyone will like.',
    status: 'closed',
    category: 'staff',
  },
  {
    id: 'media-team',
    name: 'Media Team',
    type: 'Content creator',
    description:
      'Clip highlights, design match graphics, write previews and run the video channel and social feeds. Show us a few things you have made when you apply.',
    status: 'closed',
    category: 'media',
  },
  {
    id: 'referee',
    name: 'Referee',
    type: 'Game official',
    description:
      'Officiate league matches: check rosters and settings before the first serve, watch for rule breaks and report the final score. You must know the rulebook well and stay neutral.',
    status: 'closed',
    category: 'game-officials',
  },
  {
    id: 'game-moderator',
    name: 'Game Moderator',
    type: 'Game official',
    description:
      'Keep the league servers in the game orderly during match nights: handle disconnections, remove disruptive players and help referees when something goes wrong.',
    status: 'closed',
    category: 'game-officials',
  },
  {
    id: 'host',
    name: 'Host',
    type: 'Game official',
    description:
      'Open and set up private servers for scheduled matches, invite both teams on time and make sure every match is played with the league settings.',
    status: 'closed',
    category: 'game-officials',
  },
  {
    id: 'server-moderator',
    name: 'Server Moderator',
    type: 'Community support',
    description:
      'Keep the chat community friendly and on topic, answer newcomers, handle reports and help with account verification.',
    status: 'closed',
    category: 'management',
  },
  {
    id: 'stats-team',
    name: 'Stats Team',
    type: 'Data & records',
    description:
      'Watch match recordings and fill in the stat sheet for every player, then double-check the numbers before they are uploaded. Patience and an eye for detail matter more than experience.',
    status: 'closed',
    category: 'management',
  },
];
