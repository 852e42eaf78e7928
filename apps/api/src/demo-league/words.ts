/**
 * Word lists the demo league builds its names from. A data table, so longer than a usual module.
 * Team names pair a first word with a second ("Storm" + "Crows"); player names are gamer tags built from
 * two parts and sometimes a number, stored lower-case as the CSV flow stores them.
 */

/** Splits a block of white-space separated words. */
function words(block: string): string[] {
  return block.trim().split(/\s+/);
}

export const TEAM_FIRST_WORDS = words(`
  Storm Tidal Midnight Crimson Golden Iron Silver Thunder Frost Solar Lunar Neon Shadow Blazing
  Electric Savage Royal Wild Rapid Cosmic Atomic Phantom Velvet Scarlet Arctic Desert Jungle
  Coastal Harbor Summit Rogue Hidden Burning Frozen Twilight Dawn Ember Obsidian Cobalt Emerald
  Sapphire Onyx Turbo Hyper Mighty Silent Lucky Rising Falling Northern Southern Eastside Westside
  Volcanic Mystic Galactic Prime Static Wicked Brave
`);

export const TEAM_SECOND_WORDS = words(`
  Crows Wave Aces Spikers Falcons Hawks Wolves Titans Sharks Vipers Comets Rockets Panthers Lions
  Ravens Dragons Phoenix Knights Raiders Rebels Owls Foxes Bears Cobras Stingers Blockers Smashers
  Diggers Setters Strikers Tide Surge Blaze Fury Storm Flash Bolts Current Eclipse Horizon Giants
  Rangers Pirates Mariners Orcas Stingrays Gulls Pelicans Jaguars Lynx Monarchs Squad Collective
  Legion Dynasty Empire Syndicate Union Brigade Crew
`);

export const PLAYER_FIRST_PARTS = words(`
  night spike ace block dig net sky storm frost blaze shadow lucky turbo pixel ninja echo volt
  nova rapid silent quick lazy sneaky happy cosmic neon mango cookie waffle panda tiger sunny
  misty crispy salty spicy frozen golden iron velvet zig zap bolt dash jump float hover glitch
  retro cyber tofu noodle bubble maple cedar river ocean coral lunar solar
`);

export const PLAYER_SECOND_PARTS = words(`
  owl king queen wolf fox hawk cat bear ghost rider smash setter spiker wall flash byte star drift
  jay lu max sam kai rex zoe mo ty bean boi gal hands arms legs serve dive spin tap punch shot
  ball panda otter koala moose duck frog crab seal goat lynx pro ace vibes mode zone craft works
  line point rally
`);

/** One theme per season number (index 0 = season 1); past the list, themes repeat with a numeral. */
export const SEASON_THEMES = [
  'Opening Serve',
  'Net Gains',
  'Summer Smash',
  'Block Party',
  'Ace of Spades',
  'Dig Deep',
  'Frozen Court',
  'Neon Nights',
  'Tropical Heat',
  'Rising Tide',
  'Thunder Dome',
  'Golden Spike',
  'Midnight Rally',
  'New Horizons',
] as const;

export const MEMBER_NAMES = [
  'courtside_cam',
  'ace_annie',
  'bumpset_bo',
  'rallyfan88',
  'netwatcher',
  'libero_lena',
  'spikewatch_sid',
  'volley_vic',
  'sideout_sal',
  'blockparty_ben',
] as const;
