import { useState } from 'react';
import type { Gateway } from '../api/initiate-payment';
import { usePaymentFlow } from './use-payment-flow';

type PayBody = Parameters<ReturnType<typeof usePaymentFlow>['payService']>[0];

/** The gateway step: opens the payment checkout, and knows which gateway (live or test) takes the payment. */
export function useGatewayStep(initialGateway: Gateway | null) {
  const [gateway, setGateway] = useState<Gateway | null>(initialGateway);
  const flow = usePaymentFlow();
  const pay = (body: PayBody) => flow.payService(body, { onOrder: ({ gateway: g }) => setGateway(g) });
  return { gateway, busy: flow.busy, pay };
}
