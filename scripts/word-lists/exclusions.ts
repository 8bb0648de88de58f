/**
 * Words the automatic filters let through but that make poor daily answers, by reason. Kept short
 * and reviewed by hand: each entry is a judgement, not a rule, so it is written down here.
 */
export const NOT_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  // Hurtful, sexual or violent in a way a daily game should not spring on anyone; some are also caught
  // by the profanity packages, listed again so the intent does not depend on them.
  sensitive: [
    'bitch',
    'booty',
    'chink',
    'enema',
    'gypsy',
    'horny',
    'hussy',
    'kinky',
    'lynch',
    'negro',
    'pansy',
    'penis',
    'queer',
    'semen',
    'sissy',
    'skank',
    'slave',
    'spank',
    'sperm',
    'whore',
    'wench',
  ],
  // Spoken contractions and slang spellings: not words a reader expects as the answer.
  informal: ['dunno', 'gimme', 'gonna', 'kinda', 'lemme', 'outta', 'sorta', 'wanna', 'whats', 'whens'],
  // Inflected forms whose base the sources lack (pend), or mostly proper nouns (Roman).
  inflected: ['maria', 'pends'],
  proper: ['roman'],
  // Technical terms or fragments a general reader may not know as words.
  technical: ['dimer', 'halon', 'infix', 'multi', 'octal', 'unset'],
};
