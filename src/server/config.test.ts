import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("has the documented defaults with an empty environment", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
    expect(config.contactInbox).toBeUndefined();
    expect(config.logLevel).toBe("info");
    expect(config.trustProxy).toBe(false);
  });

  it("derives APP_URL from PORT when it is not set", () => {
    expect(loadConfig({ PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
  });

  it("takes APP_URL as given, without a trailing slash", () => {
    expect(loadConfig({ PORT: "8080", APP_URL: "https://app.example.com/" }).appUrl).toBe("https://app.example.com");
  });

  it("reads the other variables", () => {
    const config = loadConfig({
      HOST: "0.0.0.0",
      DATA_DIR: "/tmp/buildops-data",
      DATABASE_URL: "postgres://u@db:5432/app",
      SMTP_URL: "smtps://u:p@mail.example.com",
      CONTACT_INBOX: "sales@example.com",
      AUTH_SECRET: "x".repeat(32),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      host: "0.0.0.0",
      dataDir: "/tmp/buildops-data",
      databaseUrl: "postgres://u@db:5432/app",
      smtpUrl: "smtps://u:p@mail.example.com",
      contactInbox: "sales@example.com",
      authSecret: "x".repeat(32),
      logLevel: "warn",
      trustProxy: 1,
    });
  });

  it("takes TRUST_PROXY as one hop, a hop count or the proxies' addresses, and nothing else", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,::1" }).trustProxy).toBe("10.0.0.1,192.168.0.0/16,::1");
    for (const bad of ["yes", "0", "11", "10.0.0.300", "10.0.0.0/33", "proxy.example.com", "10.0.0.1/8/2"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("accepts postgresql:// as well as postgres://", () => {
    expect(loadConfig({ DATABASE_URL: "postgresql://u@db/app" }).databaseUrl).toBe("postgresql://u@db/app");
  });

  it("throws a readable ConfigError that lists each bad variable", () => {
    const err = configError({
      PORT: "not-a-port",
      DATABASE_URL: "mysql://db/app",
      SMTP_URL: "http://mail",
      AUTH_SECRET: "short",
      LOG_LEVEL: "loud",
      TRUST_PROXY: "yes",
      CONTACT_INBOX: "not-an-email",
      APP_URL: "not a url",
    });
    expect(err.message).toMatch(/^Invalid configuration:/);
    const lines = err.message.split("\n").slice(1);
    for (const name of [
      "PORT",
      "DATABASE_URL",
      "SMTP_URL",
      "AUTH_SECRET",
      "LOG_LEVEL",
      "TRUST_PROXY",
      "CONTACT_INBOX",
      "APP_URL",
    ]) {
      expect(
        lines.some((line) => line.trim().startsWith(`${name}:`)),
        `a line for ${name}`,
      ).toBe(true);
    }
    expect(err.message).toContain("DATABASE_URL: must start with postgres://");
    expect(err.message).toContain("SMTP_URL: must start with smtp:// or smtps://");
    expect(err.message).toContain("AUTH_SECRET: must be at least 32 characters");
  });

  it("refuses a port out of range", () => {
    expect(configError({ PORT: "70000" }).message).toContain("PORT:");
    expect(configError({ PORT: "-1" }).message).toContain("PORT:");
  });

  it("keeps files on local disk unless S3_BUCKET is set", () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: "  ", S3_REGION: "eu-west-1" }).s3).toBeNull();
  });

  it("reads the S3 variables, with AWS's defaults for what is not set", () => {
    expect(loadConfig({ S3_BUCKET: "files" }).s3).toEqual({
      bucket: "files",
      endpoint: undefined,
      region: "us-east-1",
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(
      loadConfig({
        S3_BUCKET: "files",
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-central-1",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).s3,
    ).toEqual({
      bucket: "files",
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
    });
  });

  it("refuses half an S3 setup", () => {
    expect(configError({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "key" }).message).toContain(
      "S3_SECRET_ACCESS_KEY: set both",
    );
    expect(configError({ S3_BUCKET: "files", S3_SECRET_ACCESS_KEY: "secret" }).message).toContain(
      "S3_ACCESS_KEY_ID: set both",
    );
    expect(configError({ S3_ENDPOINT: "http://minio:9000" }).message).toContain("S3_BUCKET: required");
    expect(configError({ S3_BUCKET: "files", S3_ENDPOINT: "minio:9000" }).message).toContain(
      "S3_ENDPOINT: must start with http:// or https://",
    );
    const both = configError({ PORT: "x", S3_ACCESS_KEY_ID: "key" }).message;
    for (const name of ["PORT", "S3_BUCKET", "S3_SECRET_ACCESS_KEY"]) expect(both).toContain(`  ${name}:`);
  });

  it("lists only what is wrong", () => {
    const err = configError({ PORT: "3001", AUTH_SECRET: "short" });
    expect(err.message).toContain("AUTH_SECRET");
    expect(err.message).not.toContain("PORT");
  });
});
