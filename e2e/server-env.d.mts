export declare const E2E_PORT: number;
export declare const E2E_BASE_URL: string;
export declare const E2E_BUILD_ENV: { SITE_URL: string; CONTACT_EMAIL: string };
export declare const E2E_STRIPE_PORT: number;
export declare const E2E_STRIPE_WEBHOOK_SECRET: string;
export declare const E2E_STRIPE_ENV: Record<
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_YEARLY' | 'STRIPE_API_BASE',
  string
>;
export declare const E2E_TIME_FLOOR_SCALE: number;
export declare const E2E_SERVER_ENV: { TEST_TIME_FLOOR_SCALE: string; RATE_LIMIT_MULTIPLIER: string };
