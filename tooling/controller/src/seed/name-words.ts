/** Words that make a slot title read like its theme: nouns for the hero, places for "X of Y". */
export interface ThemeWords {
  readonly nouns: readonly string[];
  readonly places: readonly string[];
  /** Other themes a game of this theme often carries too. */
  readonly related: readonly string[];
}

// Keyed by theme shortname; a theme without words still appears as a secondary theme.
/** Theme word banks used to compose slot titles. */
export const THEME_WORDS: Readonly<Record<string, ThemeWords>> = {
  egyptian: {
    nouns: ['Pharaoh', 'Cleopatra', 'Anubis', 'Scarab', 'Sphinx', 'Osiris', 'Horus', 'Nefertiti'],
    places: ['the Nile', 'the Pharaohs', 'Giza', 'the Sands', 'Ra'],
    related: ['adventure', 'mythology', 'gold', 'treasure'],
  },
  asian: {
    nouns: ['Panda', 'Koi', 'Lotus', 'Jade Tiger', 'Emperor', 'Lucky Cat', 'Phoenix', 'Samurai'],
    places: ['the Jade Palace', 'Shanghai', 'the Forbidden City', 'the Dynasty', 'Kyoto'],
    related: ['dragons', 'gold', 'animals'],
  },
  dragons: {
    nouns: ['Dragon', 'Wyvern', 'Dragon Queen', 'Fire Drake'],
    places: ['the Dragon Lair', 'Dragon Mountain', 'the Red Dragon'],
    related: ['fantasy', 'asian', 'medieval'],
  },
  pirates: {
    nouns: ['Pirate', 'Captain', 'Buccaneer', 'Kraken', 'Parrot', 'Galleon', 'Corsair'],
    places: ['the Seven Seas', 'Skull Island', 'the Caribbean', 'Tortuga'],
    related: ['treasure', 'adventure', 'underwater'],
  },
  'wild-west': {
    nouns: ['Cowboy', 'Sheriff', 'Outlaw', 'Bandit', 'Mustang', 'Gunslinger', 'Prospector'],
    places: ['Tombstone', 'the Frontier', "Dead Man's Gulch", 'Dodge City', 'the Badlands'],
    related: ['gold', 'adventure'],
  },
  fruits: {
    nouns: ['Cherry', 'Lemon', 'Melon', 'Fruit', 'Berry', 'Plum', 'Orange', 'Grape'],
    places: ['the Orchard', 'Fruitville'],
    related: ['classic', 'sevens'],
  },
  animals: {
    nouns: ['Wolf', 'Buffalo', 'Eagle', 'Lion', 'Gorilla', 'Rhino', 'Grizzly', 'Stallion'],
    places: ['the Wild', 'the Prairie', 'the Pack'],
    related: ['safari', 'jungle'],
  },
  'ancient-greece': {
    nouns: ['Zeus', 'Athena', 'Medusa', 'Hercules', 'Poseidon', 'Hades', 'Pegasus'],
    places: ['Olympus', 'Athens', 'Sparta', 'the Titans'],
    related: ['mythology', 'gods'],
  },
  vikings: {
    nouns: ['Viking', 'Odin', 'Thor', 'Valkyrie', 'Loki', 'Shieldmaiden', 'Berserker'],
    places: ['Valhalla', 'Asgard', 'the North', 'Midgard'],
    related: ['mythology', 'gods', 'medieval'],
  },
  irish: {
    nouns: ['Leprechaun', 'Shamrock', 'Rainbow', 'Clover', "Pot o' Gold"],
    places: ['the Emerald Isle', 'Dublin', 'the Rainbow'],
    related: ['gold', 'magic'],
  },
  aztec: {
    nouns: ['Jaguar', 'Quetzal', 'Montezuma', 'Aztec Idol', 'Sun Stone'],
    places: ['Tenochtitlan', 'the Aztecs', 'the Temple', 'El Dorado'],
    related: ['adventure', 'gold', 'treasure'],
  },
  space: {
    nouns: ['Starship', 'Astronaut', 'Comet', 'Nebula', 'Rocket', 'Alien'],
    places: ['the Galaxy', 'Mars', 'the Cosmos', 'Andromeda'],
    related: ['neon'],
  },
  underwater: {
    nouns: ['Mermaid', 'Dolphin', 'Shark', 'Pearl', 'Octopus', 'Seahorse'],
    places: ['the Deep', 'Atlantis', 'the Reef', 'the Abyss'],
    related: ['treasure', 'fishing'],
  },
  gems: {
    nouns: ['Diamond', 'Ruby', 'Sapphire', 'Emerald', 'Crystal', 'Gem'],
    places: ['the Mine', 'the Vault', 'the Crown Jewels'],
    related: ['luxury', 'gold'],
  },
  candy: {
    nouns: ['Candy', 'Sugar', 'Lollipop', 'Gummy Bear', 'Cupcake', 'Bonbon'],
    places: ['Candyland', 'Sweet Town'],
    related: ['food', 'fruits'],
  },
  halloween: {
    nouns: ['Pumpkin', 'Witch', 'Ghost', 'Werewolf', 'Vampire', 'Skeleton'],
    places: ['Hollow Hill', 'the Haunted Manor', 'Transylvania'],
    related: ['horror', 'magic'],
  },
  christmas: {
    nouns: ['Santa', 'Reindeer', 'Snowman', 'Elf', 'Nutcracker'],
    places: ['the North Pole', 'Christmas Eve', 'the Sleigh'],
    related: ['winter'],
  },
  fantasy: {
    nouns: ['Wizard', 'Sorceress', 'Unicorn', 'Fairy', 'Elf Queen', 'Golem'],
    places: ['Avalon', 'the Enchanted Forest', 'the Realm', 'Camelot'],
    related: ['magic', 'medieval', 'dragons'],
  },
  classic: {
    nouns: ['Sevens', 'Bars', 'Bells', 'Lucky 7', 'Hot Seven', 'Double Bar'],
    places: ['Vegas', 'Atlantic City', 'the Strip'],
    related: ['sevens', 'fruits'],
  },
  jungle: {
    nouns: ['Gorilla', 'Tiger', 'Panther', 'Toucan', 'Anaconda'],
    places: ['the Jungle', 'the Amazon', 'the Lost City'],
    related: ['animals', 'adventure'],
  },
  safari: {
    nouns: ['Elephant', 'Cheetah', 'Zebra', 'Lioness', 'Hippo'],
    places: ['the Savannah', 'the Serengeti', 'Africa'],
    related: ['animals'],
  },
  mexican: {
    nouns: ['Pi\u00f1ata', 'Mariachi', 'Sombrero', 'Chili', 'Luchador', 'Calavera'],
    places: ['Mexico', 'the Fiesta', 'Cancun'],
    related: ['food', 'music'],
  },
  rome: {
    nouns: ['Gladiator', 'Caesar', 'Centurion', 'Legionnaire', 'Emperor Nero'],
    places: ['Rome', 'the Colosseum', 'the Empire'],
    related: ['mythology', 'gods'],
  },
  fishing: {
    nouns: ['Fisherman', 'Big Bass', 'Marlin', 'Trout', 'Angler'],
    places: ['the Lake', 'the Bay', 'the River'],
    related: ['underwater', 'animals'],
  },
  music: {
    nouns: ['Rockstar', 'Disco', 'Jukebox', 'DJ', 'Diva', 'Guitar'],
    places: ['the Stage', 'Studio 54', 'Nashville'],
    related: ['neon'],
  },
  luxury: {
    nouns: ['Millionaire', 'Yacht', 'Champagne', 'Tycoon', 'Mogul'],
    places: ['Monte Carlo', 'the Riviera', 'Beverly Hills'],
    related: ['gold', 'gems'],
  },
  steampunk: {
    nouns: ['Clockwork', 'Airship', 'Inventor', 'Automaton'],
    places: ['Gearsworth', 'the Iron City'],
    related: ['adventure', 'mystery'],
  },
  circus: { nouns: ['Ringmaster', 'Clown', 'Juggler', 'Acrobat'], places: ['the Big Top', 'the Carnival'], related: ['music'] },
  farm: {
    nouns: ['Chicken', 'Piggy', 'Farmer', 'Goat', 'Rooster'],
    places: ['the Farm', 'the Barnyard', 'Harvest Valley'],
    related: ['animals', 'food'],
  },
  zombies: { nouns: ['Zombie', 'Undead', 'Survivor'], places: ['the Apocalypse', 'Dead City'], related: ['horror'] },
  medieval: {
    nouns: ['Knight', 'King', 'Queen', 'Archer', 'Dragon Slayer'],
    places: ['the Castle', 'the Kingdom', 'Sherwood'],
    related: ['fantasy'],
  },
  sports: {
    nouns: ['Striker', 'Champion', 'Goalkeeper', 'Slugger', 'Quarterback'],
    places: ['the Stadium', 'the Arena', 'the Final'],
    related: [],
  },
};

/** Adjectives that fit nearly any theme. */
export const ADJECTIVES: readonly string[] = [
  'Wild',
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Mega',
  'Super',
  'Hot',
  'Blazing',
  'Epic',
  'Ancient',
  'Mystic',
  'Lost',
  'Hidden',
  'Sacred',
  'Eternal',
  'Crazy',
  'Raging',
  'Frozen',
  'Electric',
  'Diamond',
  'Silver',
  'Grand',
  'Infinite',
  'Savage',
  'Rich',
  'Sweet',
  'Double',
  'Triple',
  'Big',
  'Shining',
  'Thundering',
  'Fiery',
  'Great',
];

/** Nouns that name the prize: "Dragon's Fortune", "Riches of the Nile". */
export const TREASURES: readonly string[] = [
  'Fortune',
  'Gold',
  'Riches',
  'Treasures',
  'Jackpot',
  'Bonanza',
  'Cash',
  'Wins',
  'Gold Rush',
  'Wealth',
  'Spins',
  'Legends',
  'Quest',
  'Kingdom',
  'Empire',
  'Dreams',
  'Magic',
  'Fever',
  'Blitz',
  'Frenzy',
  'Mania',
  'Party',
  'Legacy',
  'Secrets',
  'Glory',
  'Reign',
  'Hoard',
  'Luck',
  'Coins',
  'Power',
];

/** Prize nouns that read well before "of": "Riches of the Nile", "Legends of Olympus". */
export const OF_TREASURES: readonly string[] = [
  'Fortune',
  'Riches',
  'Treasures',
  'Legends',
  'Secrets',
  'Glory',
  'Legacy',
  'Quest',
  'Dreams',
  'Hoard',
  'Wealth',
  'Jewels',
  'Rise',
  'Book',
  'Heart',
  'Curse',
  'Call',
  'Tales',
  'Crown',
  'Gates',
  'Wonders',
  'Spirit',
  'Gold',
];

/** Title suffixes; some imply a feature the game then carries. */
export const SUFFIXES: ReadonlyArray<{ readonly text: string; readonly feature?: string }> = [
  { text: 'Deluxe' },
  { text: 'Megaways', feature: 'megaways' },
  { text: 'Hold and Win', feature: 'hold-and-win' },
  { text: 'Xtreme' },
  { text: 'Reloaded' },
  { text: 'Ultra' },
  { text: '1000', feature: 'multipliers' },
  { text: 'Power Spins', feature: 'free-spins' },
  { text: 'Gold Edition' },
  { text: 'Remastered' },
  { text: 'Cascade', feature: 'cascading-reels' },
  { text: 'Cluster Bash', feature: 'cluster-pays' },
];

/** Non-slot categories: prefixes and game types that compose their titles. */
export const CATEGORY_WORDS: Readonly<Record<string, { readonly prefixes: readonly string[]; readonly types: readonly string[] }>> = {
  'table-games': {
    prefixes: [
      'European',
      'American',
      'French',
      'Classic',
      'Multi-Hand',
      'VIP',
      'High Limit',
      'Atlantic City',
      'Vegas Strip',
      'Premier',
      'Double Exposure',
      'Single Deck',
      'Zero',
      'Mini',
      'Royal',
      'Perfect Pairs',
    ],
    types: [
      'Blackjack',
      'Roulette',
      'Baccarat',
      'Craps',
      'Sic Bo',
      "Casino Hold'em",
      'Three Card Poker',
      'Caribbean Stud',
      'Pai Gow Poker',
      'Red Dog',
      'War',
      'Let It Ride',
    ],
  },
  'video-poker': {
    prefixes: ['Single Hand', 'Multi-Hand', '10-Play', '50-Play', '100-Play', 'Triple Play', 'Super Times Pay', 'Classic', 'Hyper', 'Spin'],
    types: [
      'Jacks or Better',
      'Deuces Wild',
      'Double Double Bonus',
      'Joker Poker',
      'Aces and Faces',
      'Bonus Poker Deluxe',
      'Double Bonus Poker',
      'Tens or Better',
      'Loose Deuces',
    ],
  },
  'specialty-games': {
    prefixes: ['Lucky', 'Super', 'Mega', 'Cosmic', 'Classic', 'Golden', 'Turbo', 'Fortune', 'Rainbow', 'Jungle'],
    types: [
      'Keno',
      'Scratch',
      'Bingo',
      'Plinko',
      'Wheel of Wins',
      'Pachinko',
      'Lotto',
      'Dice',
      'Hi-Lo',
      'Penalty Shootout',
      'Horse Racing',
    ],
  },
  'live-dealer': {
    prefixes: ['Live', 'Live VIP', 'Live Speed', 'Live Salon Priv\u00e9', 'Live Grand', 'Live Turbo'],
    types: ['Blackjack', 'Roulette', 'Baccarat', 'Sic Bo', 'Dragon Tiger', "Casino Hold'em", 'Andar Bahar', 'Craps'],
  },
  'live-casino': {
    prefixes: ['Prestige', 'Lounge', 'Studio', 'Royale', 'Party', 'Mega Wheel', 'Golden'],
    types: ['Game Show', 'Roulette', 'Blackjack', 'Money Wheel', 'Dice Duel', 'Deal or Bust', 'Bingo Live'],
  },
  'crypto-games': {
    prefixes: ['Bitcoin', 'Satoshi', 'Moon', 'Neon', 'Hyper', 'Block', 'Ether', 'Doge'],
    types: ['Crash', 'Plinko', 'Mines', 'Dice', 'Limbo', 'Hi-Lo', 'Tower', 'Rocket', 'Keno', 'Wheel'],
  },
};
