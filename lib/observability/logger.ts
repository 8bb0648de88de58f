import pino, { type Logger } from 'pino';
import { getEnv } from '@/lib/env';

/**
 * The process's structured log: one JSON line per request and per notable event, on stdout, at
 * LOG_LEVEL. Shared through globalThis for the same reason as the metrics (two bundles, one process).
 * Nothing personal goes in: callers log ids and outcomes, and the redaction below is a second fence
 * for a field that slips through (an e-mail, a password, a token, a key or a cookie).
 */
const REDACTED_KEYS = ['password', 'email', 'token', 'accessToken', 'refreshToken', 'anonKey', 'cookie', 'authorization', 'secret'];

function createLogger(): Logger {
  return pino({
    level: getEnv().operations.logLevel,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((key) => `*.${key}`)], censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  });
}

const holder = globalThis as { __puzzleGamesLogger?: Logger };

export function logger(): Logger {
  holder.__puzzleGamesLogger ??= createLogger();
  return holder.__puzzleGamesLogger;
}
