import { describe, expect, it } from 'vitest';
import { readFirebaseSettings } from './config';

describe('readFirebaseSettings', () => {
  it('uses the emulator and the demo project when no env file is there', () => {
    expect(readFirebaseSettings({})).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-voltbay.firebaseapp.com',
      projectId: 'demo-voltbay',
      emulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('talks to a real project without the emulator when one is configured', () => {
    const settings = readFirebaseSettings({
      VITE_FIREBASE_PROJECT_ID: 'voltbay-prod',
      VITE_FIREBASE_API_KEY: 'key',
    });
    expect(settings).toMatchObject({ projectId: 'voltbay-prod', apiKey: 'key', emulatorUrl: null });
  });

  it('honours an emulator URL given explicitly, without a trailing slash', () => {
    expect(
      readFirebaseSettings({ VITE_AUTH_EMULATOR_URL: 'http://localhost:9199/' }).emulatorUrl,
    ).toBe('http://localhost:9199');
  });

  it('an empty emulator URL turns the emulator off', () => {
    expect(readFirebaseSettings({ VITE_AUTH_EMULATOR_URL: '' }).emulatorUrl).toBeNull();
  });
});
