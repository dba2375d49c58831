import { describe, expect, it } from 'vitest';
import { FirebaseSettingsError, readFirebaseSettings, type SettingsEnv } from './settings.ts';

const emulatorEnv = {
  FIREBASE_PROJECT_ID: 'demo-voltbay',
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
};
const liveEnv = { FIREBASE_PROJECT_ID: 'voltbay-shop', FIREBASE_API_KEY: 'AIzaSyExample' };

/** The message a refused set of settings stops the build with. */
function refusal(env: SettingsEnv, live: boolean): string {
  try {
    readFirebaseSettings(env, { live });
  } catch (error) {
    if (error instanceof FirebaseSettingsError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('readFirebaseSettings for a production build', () => {
  it('accepts a real project with its key, and no emulator', () => {
    expect(readFirebaseSettings(liveEnv, { live: true })).toEqual({
      projectId: 'voltbay-shop',
      apiKey: 'AIzaSyExample',
      authDomain: 'voltbay-shop.firebaseapp.com',
      emulatorUrl: null,
    });
  });

  it('keeps an auth domain of its own (the shop’s domain, served by Hosting)', () => {
    const settings = readFirebaseSettings(
      { ...liveEnv, FIREBASE_AUTH_DOMAIN: ' www.voltbay.example ' },
      { live: true },
    );
    expect(settings.authDomain).toBe('www.voltbay.example');
  });

  it.each<[string, SettingsEnv, RegExp]>([
    ['no settings at all', {}, /FIREBASE_PROJECT_ID is not set[\s\S]*FIREBASE_API_KEY is not set/],
    [
      'a demo project',
      { ...liveEnv, FIREBASE_PROJECT_ID: 'demo-voltbay' },
      /"demo-voltbay", a demo project/,
    ],
    ['no API key', { ...liveEnv, FIREBASE_API_KEY: '' }, /FIREBASE_API_KEY is not set/],
    [
      'an API key of spaces',
      { ...liveEnv, FIREBASE_API_KEY: '   ' },
      /FIREBASE_API_KEY is not set/,
    ],
    [
      'an emulator URL',
      { ...liveEnv, FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
      /FIREBASE_AUTH_EMULATOR_URL is set \(http:\/\/127\.0\.0\.1:9099\)/,
    ],
    [
      'a project ID that is not one',
      { ...liveEnv, FIREBASE_PROJECT_ID: 'Voltbay Shop' },
      /"Voltbay Shop" is not a Firebase project ID/,
    ],
  ])('refuses %s', (_, env, problem) => {
    const message = refusal(env, true);
    expect(message).toMatch(/^The Firebase settings of this production build cannot be used:/);
    expect(message).toMatch(problem);
    expect(message).toMatch(/README, "Deploy"/);
  });

  it('names every problem in the one message, not the first only', () => {
    const message = refusal(
      { FIREBASE_PROJECT_ID: 'demo-voltbay', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
      true,
    );
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(3);
  });
});

describe('readFirebaseSettings for an emulator build', () => {
  it('uses the emulator, without a trailing slash', () => {
    expect(
      readFirebaseSettings(
        { ...emulatorEnv, FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099/' },
        { live: false },
      ),
    ).toEqual({
      projectId: 'demo-voltbay',
      apiKey: 'demo-api-key',
      authDomain: 'demo-voltbay.firebaseapp.com',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('refuses a demo project without the emulator, which could not sign anybody in', () => {
    expect(refusal({ ...emulatorEnv, FIREBASE_AUTH_EMULATOR_URL: '' }, false)).toMatch(
      /exists only in the emulator[\s\S]*\.env\.emulator/,
    );
  });

  it.each(['127.0.0.1:9099', 'ftp://127.0.0.1:9099', 'http://127.0.0.1:9099/auth', 'http://'])(
    'refuses the emulator address %s, which is not an origin',
    (address) => {
      expect(refusal({ ...emulatorEnv, FIREBASE_AUTH_EMULATOR_URL: address }, false)).toMatch(
        /is not an http\(s\) origin/,
      );
    },
  );
});
