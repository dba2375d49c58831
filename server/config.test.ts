import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@10.0.0.5/shop?sslmode=verify-full',
  FIREBASE_PROJECT_ID: 'voltbay-prod',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com',
  MAIL_FROM: 'Voltbay <shop@voltbay.example>',
  SHOP_ORIGIN: 'https://voltbay.example',
};

function problemsOf(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe("the server's settings", () => {
  it('need nothing in development: embedded database, the demo project, MailDev', () => {
    expect(readConfig({})).toMatchObject({
      production: false,
      port: 8787,
      host: '127.0.0.1',
      database: { kind: 'pglite', folder: '.data/pglite' },
      firebaseProjectId: 'demo-voltbay',
      smtpUrl: 'smtp://127.0.0.1:1025',
      shopOrigin: 'http://localhost:5173',
    });
  });

  it('generate a catalog of the size asked in development only', () => {
    expect(readConfig({}).generatedCatalogSize).toBe(0);
    expect(readConfig({ VOLTBAY_CATALOG_SIZE: '10000' }).generatedCatalogSize).toBe(10000);
    expect(problemsOf({ VOLTBAY_CATALOG_SIZE: 'many' })).toMatch(
      /VOLTBAY_CATALOG_SIZE must be a number of products to generate, not 'many'/,
    );
    expect(problemsOf({ ...production, VOLTBAY_CATALOG_SIZE: '10000' })).toMatch(
      /a production server sells the released one/,
    );
  });

  it('read a PostgreSQL server from DATABASE_URL', () => {
    expect(readConfig({ DATABASE_URL: 'postgresql://localhost/shop' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://localhost/shop',
    });
  });

  it('start production with a real project, a database server and SMTP', () => {
    expect(readConfig(production)).toMatchObject({
      production: true,
      host: '0.0.0.0',
      trustProxy: true,
    });
  });

  it('refuse production with the emulator, a demo project or no project, in one message', () => {
    const message = problemsOf({
      ...production,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-voltbay',
    });
    expect(message).toMatch(/FIREBASE_AUTH_EMULATOR_HOST is set/);
    expect(message).toMatch(/'demo-voltbay', an emulator-only demo project/);
    const { FIREBASE_PROJECT_ID: _, ...noProject } = production;
    expect(problemsOf(noProject)).toMatch(
      /FIREBASE_PROJECT_ID \(or GOOGLE_CLOUD_PROJECT\) must name/,
    );
  });

  it('name every problem at once', () => {
    const message = problemsOf({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(message.split('\n  - ')).toHaveLength(7);
    for (const setting of [
      'PORT',
      'SHOP_ORIGIN',
      'FIREBASE_PROJECT_ID',
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_FROM',
    ]) {
      expect(message).toContain(setting);
    }
  });

  it('refuse a shop address that is not an origin, and one without https in production', () => {
    for (const origin of [
      'voltbay.example',
      'https://voltbay.example/shop',
      'ftp://voltbay.example',
    ]) {
      expect(problemsOf({ SHOP_ORIGIN: origin })).toMatch(/SHOP_ORIGIN must be the shop's address/);
    }
    expect(problemsOf({ ...production, SHOP_ORIGIN: 'http://voltbay.example' })).toMatch(
      /SHOP_ORIGIN must be an https:\/\/ address in production/,
    );
  });

  it('refuse production reaching its database or SMTP in clear, or answering http:// origins', () => {
    const message = problemsOf({
      ...production,
      DATABASE_URL: 'postgres://shop:secret@10.0.0.5/shop',
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      CORS_ORIGINS: 'https://voltbay.example,http://voltbay.example',
    });
    expect(message).toMatch(/DATABASE_URL names a database on another machine without TLS/);
    expect(message).toMatch(/SMTP_URL is smtp:\/\/ with a password/);
    expect(message).toMatch(/not 'http:\/\/voltbay.example'/);
    expect(message).not.toMatch(/'https:\/\/voltbay.example'/);
    // The Cloud SQL socket, TLS demanded, and an SMTP server told to require TLS all pass.
    expect(
      readConfig({
        ...production,
        DATABASE_URL: 'postgres://shop:secret@/shop?host=/cloudsql/voltbay:asia-south1:shop',
        SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587?requireTLS=true',
        CORS_ORIGINS: 'https://voltbay.example',
      }).production,
    ).toBe(true);
  });

  it("read Hosting's CDN ranges, whose hop the client address skips, and refuse what is not one", () => {
    const { trustedProxies } = readConfig({ TRUSTED_PROXY_RANGES: '151.101.0.0/16' });
    expect(trustedProxies.check('151.101.3.4')).toBe(true);
    expect(problemsOf({ TRUSTED_PROXY_RANGES: '151.101.0.0/16,cdn' })).toMatch(
      /TRUSTED_PROXY_RANGES: 'cdn' is not an address range/,
    );
  });

  it('refuse URLs of the wrong kind', () => {
    const message = problemsOf({ DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(message).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(message).toMatch(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
  });
});
