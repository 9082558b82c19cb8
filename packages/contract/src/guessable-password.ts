/**
 * Whether a password is among the first an attacker tries (NIST SP 800-63B, 5.1.1.2: refuse
 * common and expected values): a common word or the company's name with digits and symbols
 * around it (`Password@2026`, `harsh12345678`, `p@ssw0rd1234`), one word over and over, a run
 * along the keyboard or the alphabet (`qwertyuiop12`, `123456789012`), or a few characters
 * repeated (`aaaaaaaaaaaa`). Long passphrases pass, whatever their words.
 */
export function isGuessablePassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return true;
  if (SEQUENCES.some((sequence) => isRunAlong(lower.replace(/[^a-z0-9]/g, ''), sequence))) return true;
  // The word in the middle: digits and symbols before and after it dropped, those inside read as the letters they stand for.
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const letters = [...core].map((character) => LOOKALIKES[character] ?? character).join('').replace(/[^a-z]/g, '');
  return COMMON_WORDS.some((word) => letters.length > 0 && letters.length % word.length === 0 && letters === word.repeat(letters.length / word.length));
}

/** Digits and symbols that stand in for letters in common passwords. */
const LOOKALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Words people build passwords on, as letters only. */
const COMMON_WORDS = [
  'password', 'passwort', 'pass', 'qwerty', 'qwertyuiop', 'asdf', 'asdfgh', 'zxcvbn', 'letmein', 'welcome', 'admin', 'administrator',
  'iloveyou', 'love', 'monkey', 'dragon', 'sunshine', 'princess', 'football', 'cricket', 'india', 'bharat', 'mumbai', 'delhi',
  'changeme', 'secret', 'master', 'login', 'test', 'default', 'user', 'abc', 'abcd', 'abcdef', 'hello', 'welcomeharsh',
  'harsh', 'harshlogistics', 'logistics', 'staff',
];

/** Runs along the keyboard and the alphabet that passwords follow. */
const SEQUENCES = ['1234567890', '0987654321', 'abcdefghijklmnopqrstuvwxyz', 'zyxwvutsrqponmlkjihgfedcba', 'qwertyuiopasdfghjklzxcvbnm', '1qaz2wsx3edc4rfv5tgb'];

/** Whether `text` (at least 4 characters) is one run along `sequence`, or along it over and over. */
function isRunAlong(text: string, sequence: string): boolean {
  if (text.length < 4) return false;
  const start = sequence.indexOf(text[0]!);
  if (start === -1) return false;
  for (let i = 1; i < text.length; i++) {
    if (text[i] !== sequence[(start + i) % sequence.length]) return false;
  }
  return true;
}
