import { CheckoutPage } from '../../features/payment';

export default function PagamentoPage() {
  return <CheckoutPage />;
}
