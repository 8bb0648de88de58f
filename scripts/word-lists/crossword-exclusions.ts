/**
 * Hand judgements for the crossword word list, each with its reason: words the automatic filters
 * let through that make poor answers in a daily puzzle, and words a clue must not use. Kept short;
 * the Word Guesser's sensitive list (exclusions.ts) applies too.
 */
export const NOT_CROSSWORD_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  // Mainly heard as slurs or crude terms, whatever sense the clue takes.
  sensitive: ['hillbilly', 'puss', 'pussy', 'redneck', 'spic', 'coon', 'dyke', 'fag', 'homo', 'jap', 'retard', 'tranny', 'wetback'],
  // Words that belittle people, whatever sense the clue takes.
  disparaging: [
    'cripple',
    'crippled',
    'cripples',
    'idiot',
    'idiotic',
    'idiots',
    'lunatic',
    'lunatics',
    'midget',
    'midgets',
    'moron',
    'moronic',
    'morons',
    'savages',
  ],
  // Grim, sexual, bodily or drug topics a daily puzzle does without (the clue words are kept out too).
  topics: [
    'abortion',
    'abortions',
    'bowels',
    'condom',
    'condoms',
    'genocide',
    'hanged',
    'harem',
    'harems',
    'heroin',
    'heroins',
    'kidnapper',
    'lewd',
    'lynched',
    'lynches',
    'massacre',
    'massacred',
    'massacres',
    'molest',
    'molested',
    'molesting',
    'molests',
    'nipple',
    'noose',
    'nude',
    'nudes',
    'pervert',
    'perverted',
    'perverts',
    'suicide',
    'urine',
    'vomit',
    'vomited',
    'vomits',
    'vomiting',
  ],
  // Phrases (WordNet lemmas) a solver would not take as one: jargon, Latin, rare idioms, fragments.
  phrases: [
    'bad_hat',
    'be_on',
    'bite_out',
    'blue_air',
    'bowed_down',
    'care_a_hang',
    'chin_music',
    'crown_gall',
    'do_by',
    'eat_on',
    'giving_up',
    'hardly_a',
    'hip_pad',
    'hour_angle',
    'laying_on',
    'like_sin',
    'long_bone',
    'lower_rank',
    'make_happy',
    'moon_on',
    'mouse_nest',
    'pack_on',
    'pit_run',
    'sheep_rot',
    'sine_die',
    'slum_area',
    'solo_blast',
    'some_other',
    'test_suit',
    'the_like',
    'time_plan',
    'unit_cell',
    'weak_part',
  ],
  // Dated or unkind phrases.
  unkind: ['old_maid', 'shack_up'],
};

/**
 * Senses no clue is taken from, by word and the start of their WordNet gloss: rare senses the sense
 * rules (crossword-wordnet.ts, sensesToClue) let through because the word's common senses give no
 * acceptable clue or WordNet tagged none, and a gloss with a typo. Each reads as wrong to a solver.
 */
export const RARE_SENSES: Readonly<Record<string, readonly string[]>> = {
  bat: ['wink briefly'], // tagged twice, but BAT is the club or the animal
  flak: ['a slick spokesperson'], // FLACK's sense; flak is criticism or gunfire
  cod: ['fool or hoax', 'harass with persistent'], // British slang verbs
  cool: ['loose heat'], // WordNet's typo for 'lose' ('Looses heat' for COOLS)
};

export const isRareSense = (word: string, gloss: string) => RARE_SENSES[word]?.some((start) => gloss.startsWith(start)) ?? false;

/**
 * Regular pasts in use although the irregular verb list (wink-lexicon) gives only the irregular one:
 * not refused as wrong inflections.
 */
export const REGULAR_PASTS_IN_USE: readonly string[] = [
  'burned',
  'ringed', // encircled
  'spitted', // put on a spit
  'waked',
  'weaved', // moved from side to side
  'willed',
  'winded', // out of breath
];

/** Words a clue must not contain: sexual, excretory or violent wording a daily puzzle does without. */
export const UNWELCOME_CLUE_WORDS: readonly string[] = [
  'sex',
  'sexual',
  'sexually',
  'genital',
  'genitals',
  'genitalia',
  'penis',
  'vagina',
  'vulva',
  'testicle',
  'testicles',
  'intercourse',
  'copulate',
  'copulation',
  'coitus',
  'erotic',
  'erection',
  'orgasm',
  'masturbate',
  'feces',
  'faeces',
  'excrement',
  'urine',
  'urinate',
  'defecate',
  'prostitute',
  'prostitution',
  'brothel',
  'rape',
  'suicide',
  'homosexual',
  'lesbian',
  'negro',
  'slur',
];

/**
 * A sense whose gloss marks it as an offensive, obscene or disparaging term ('offensive term for',
 * '(ethnic slur)', 'obscene terms for'): never used for a clue, whatever the word.
 */
export const OFFENSIVE_SENSE =
  /ethnic slur|\b(offensive|derogatory|disparaging|obscene|vulgar|contemptuous) (terms?|names?|words?|expressions?|slang)\b|\((vulgar|offensive|obscene|derogatory|slang)\)|\bterms? of (abuse|contempt|disparagement)\b/i;
