/**
 * Whether a password is among the first an attacker tries (NIST SP 800-63B, 5.1.1.2: refuse
 * common and expected values): a common word or the company's name with a few digits, symbols or
 * letters around it (`Password@2026x`, `harsh12345678`, `p@ssw0rd1234`, `Harsh$Logistics2026`),
 * one word over and over, one or two runs along the keyboard or the alphabet (`asdfghjkl123`,
 * `1q2w3e4r5t6y`), or a few characters repeated (`aaaaaaaaaaaa`). Passphrases of different words pass.
 */
export function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return true;
  if (runsAlongKeys(lower.replace(/[^a-z0-9]/g, '')) <= 2) return true;
  // The word in the middle: digits and symbols before and after it dropped; those inside read
  // as the letters they stand for, or dropped (`Harsh$Logistics`).
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const readings = [
    [...core]
      .map((character) => LOOKALIKES[character] ?? character)
      .join('')
      .replace(/[^a-z]/g, ''),
    core.replace(/[^a-z]/g, ''),
  ];
  const words = personal.length > 0 ? [...COMMON_WORDS, ...personal] : COMMON_WORDS;
  return readings.some(
    (letters) => letters.length > 0 && words.some((word) => isWordWithLittleElse(letters, word)),
  );
}

/**
 * The words of someone's name and e-mail address, as letters, that their password may not be
 * built on (NIST's context-specific words): each part of the name and of the address before the
 * `@` of three letters or more, those parts run together (`Priya Editor` gives `priya`, `editor`,
 * `priyaeditor`), and the whole address (`publisher@qa.test` gives `publisher`, `publisherqatest`).
 */
export function personalWords(...texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    const lower = text.toLowerCase();
    const parts = lower
      .split('@')[0]!
      .split(/[^a-z]+/)
      .filter((part) => part.length >= 3);
    for (const part of parts) words.add(part);
    if (parts.length > 1) words.add(parts.join(''));
    const address = lower.replace(/[^a-z]/g, '');
    if (lower.includes('@') && address.length >= 3) words.add(address);
  }
  return [...words];
}

/** Digits and symbols that stand in for letters in common passwords. */
const LOOKALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** Words people build passwords on, as letters only. */
const COMMON_WORDS = [
  'password',
  'passwort',
  'qwerty',
  'qwertyuiop',
  'letmein',
  'welcome',
  'admin',
  'administrator',
  'iloveyou',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'cricket',
  'india',
  'bharat',
  'mumbai',
  'delhi',
  'changeme',
  'secret',
  'master',
  'login',
  'default',
  'hello',
  'harsh',
  'harshlogistics',
  'logistics',
  'staff',
];

/** At most this many letters besides the word, before or after it (`passwordx`, `xadminy`). */
const LETTERS_BESIDE_A_WORD = 3;

/** Whether `letters` is `word` over and over, or `word` with at most a few letters around it. */
function isWordWithLittleElse(letters: string, word: string): boolean {
  if (letters.length % word.length === 0 && letters === word.repeat(letters.length / word.length))
    return true;
  const at = letters.indexOf(word);
  return at !== -1 && letters.length - word.length <= LETTERS_BESIDE_A_WORD;
}

/** Runs along the keyboard's rows and the alphabet, each way, that passwords follow. */
const SEQUENCES = [
  '1234567890',
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1q2w3e4r5t6y7u8i9o0p',
  '1qaz2wsx3edc4rfv5tgb6yhn',
].flatMap((sequence) => [sequence, [...sequence].reverse().join('')]);

/** How many runs along one of the sequences `text` is made of (each at least 3 characters), or Infinity. */
function runsAlongKeys(text: string): number {
  if (text.length < 4) return Infinity;
  let runs = 0;
  let at = 0;
  while (at < text.length) {
    let longest = 0;
    for (const sequence of SEQUENCES) {
      const start = sequence.indexOf(text[at]!);
      if (start === -1) continue;
      let length = 1;
      while (
        at + length < text.length &&
        text[at + length] === sequence[(start + length) % sequence.length]
      )
        length++;
      longest = Math.max(longest, length);
    }
    if (longest < 3) return Infinity;
    runs++;
    at += longest;
  }
  return runs;
}
