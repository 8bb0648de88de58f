export type FakeRequest = { method: string; path: string; params: Record<string, unknown>; authorization: string | null };
export type FakeCheckoutSession = {
  id: string;
  mode: string;
  customer: string;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  url: string;
};
export type FakeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; current_period_end: number }[] };
};
export declare const FAKE_PRICES: Record<string, { unit_amount: number; currency: string; interval: string }>;
export declare function startFakeStripe(options?: { port?: number; host?: string }): Promise<{
  url: string;
  port: number;
  requests: FakeRequest[];
  checkoutSessions: FakeCheckoutSession[];
  setSubscription(input: {
    id: string;
    customer: string;
    status: string;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
  }): FakeSubscription;
  close(): Promise<void>;
}>;
