export type FakeRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  authorization: string | null;
};
export type FakeCheckoutSession = {
  id: string;
  mode: string;
  customer: string;
  client_reference_id: string;
  success_url: string;
  cancel_url: string;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
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
export type PaidInvoiceInput = {
  id: string;
  customer: string;
  subscription: string;
  periodStart: number;
  periodEnd: number;
  paidAt?: number;
  paymentIntent?: string;
};
export type FakeInvoice = Record<string, unknown> & { id: string; object: 'invoice'; customer: string; status: 'paid' };
export declare const FAKE_PRICES: Record<string, { unit_amount: number; currency: string; interval: string }>;
export declare function paidInvoiceObject(input: PaidInvoiceInput): FakeInvoice;
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
  completeSession(id: string, subscription: string): FakeCheckoutSession;
  setInvoice(input: PaidInvoiceInput): FakeInvoice;
  close(): Promise<void>;
}>;
