import { describe, expect, it } from 'vitest';
import { isGuessablePassword, personalWords } from './guessable-password.js';

describe('isGuessablePassword', () => {
  it('refuses a common word or the company name with digits and symbols around it, however it is spelt', () => {
    for (const password of [
      'password1234',
      'Password@2026',
      'Password@2026x',
      'p@ssw0rd1234',
      'P4SSW0RD!!!!',
      'harsh12345678',
      'HarshLogistics2026',
      'Harsh$Logistics2026',
      'Harsh@Logistics#2026',
      'admin@123456',
      'iloveyou2026',
      'adminadminadmin',
    ]) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('refuses runs along the keyboard or the alphabet, and a few characters repeated', () => {
    for (const password of [
      '123456789012',
      'qwertyuiopas',
      'abcdefghijkl',
      '1qaz2wsx3edc',
      'aaaaaaaaaaaa',
      '121212121212',
      '098765432109',
      'asdfghjkl123',
      'zxcvbnm12345',
      'qwertyu12345',
      '1q2w3e4r5t6y',
    ]) {
      expect(isGuessablePassword(password), password).toBe(true);
    }
  });

  it('lets long passphrases and generated passwords through', () => {
    for (const password of [
      'monsoon trucks carry jaggery',
      'e2e admin password, not for real use',
      'Kx8#vQ2!mZ4p',
      'a password for the content tests',
      'pranav publishes the site',
      'screenshots password 2026',
      'testament of the monsoon',
      'abcde fghij klmno'.replace(/ /g, 'X7'),
    ]) {
      expect(isGuessablePassword(password), password).toBe(false);
    }
  });
});

describe('personalWords', () => {
  const priya = personalWords('Priya Editor', 'priya.e@harshlogistics.in');

  it('gives the parts of a name and of an e-mail address before the @, the name run together and the whole address', () => {
    expect(priya.sort()).toEqual(['editor', 'priya', 'priyaeditor', 'priyaeharshlogisticsin']);
  });

  it('makes the e-mail address itself guessable, in any case, with a digit, or its part before the @ alone', () => {
    const publisher = personalWords('Publisher', 'publisher@qa.test');
    for (const password of [
      'publisher@qa.test',
      'Publisher@QA.test',
      'PUBLISHER@QA.TEST',
      'publisher@qa.test1',
      '1publisher@qa.test',
      'publisher1@qa.test',
      'publisher2026',
      'PUBLISHER!2026',
    ]) {
      expect(isGuessablePassword(password, publisher), password).toBe(true);
    }
    expect(isGuessablePassword('the publisher reads qa tests', publisher)).toBe(false);
  });

  it('makes a password built on them guessable, and leaves a passphrase that only mentions them', () => {
    for (const password of [
      'Priya Editor 1',
      'priyaeditor2026',
      'Pr1ya@2026!!',
      'EDITOR12345678',
    ]) {
      expect(isGuessablePassword(password, priya), password).toBe(true);
      expect(isGuessablePassword(password), password).toBe(false);
    }
    expect(isGuessablePassword('priya carries jaggery by rail', priya)).toBe(false);
  });
});
