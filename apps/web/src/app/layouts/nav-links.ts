import { paths } from '../../config/paths.ts';

export interface NavLink {
  label: string;
  to: string;
}

/** Links shown in the header strip, most visited first. */
export const PRIMARY_LINKS: NavLink[] = [
  { label: 'Schedules', to: paths.schedules() },
  { label: 'Standings', to: paths.standings() },
  { label: 'Stats', to: paths.stats() },
  { label: 'Records', to: paths.records() },
  { label: 'Players', to: paths.players() },
  { label: 'Teams', to: paths.teams() },
  { label: 'Games', to: paths.games() },
  { label: 'Seasons', to: paths.seasons() },
  { label: 'Awards', to: paths.awards() },
  { label: 'Articles', to: paths.articles() },
  { label: 'Trivia', to: paths.trivia() },
  { label: "Pick'em", to: paths.pickem() },
];

/** Links behind the header's More menu. */
export const MORE_LINKS: NavLink[] = [
  { label: 'About', to: paths.about() },
  { label: 'FAQ', to: paths.faq() },
  { label: 'Applications', to: paths.applications() },
  { label: 'Contact', to: paths.contact() },
  { label: 'Credits', to: paths.credits() },
];

/** The footer's and the phone menu's grouping of every public page. */
export const LINK_GROUPS: { title: string; links: NavLink[] }[] = [
  {
    title: 'League',
    links: [
      { label: 'Home', to: paths.home() },
      { label: 'Schedules', to: paths.schedules() },
      { label: 'Standings', to: paths.standings() },
      { label: 'Seasons', to: paths.seasons() },
      { label: 'Teams', to: paths.teams() },
      { label: 'Players', to: paths.players() },
      { label: 'Games', to: paths.games() },
    ],
  },
  {
    title: 'Numbers',
    links: [
      { label: 'Stats', to: paths.stats() },
      { label: 'Records', to: paths.records() },
      { label: 'Stat Glossary', to: paths.glossary() },
      { label: 'Ratings', to: paths.ratings() },
      { label: 'Awards', to: paths.awards() },
      { label: 'Trivia', to: paths.trivia() },
      { label: "Pick'em", to: paths.pickem() },
      { label: 'Fan votes', to: paths.votes() },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Articles', to: paths.articles() },
      { label: 'Applications', to: paths.applications() },
      { label: 'FAQ', to: paths.faq() },
      { label: 'Contact', to: paths.contact() },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About', to: paths.about() },
      { label: 'Privacy Policy', to: paths.privacyPolicy() },
      { label: 'Credits', to: paths.credits() },
    ],
  },
];
