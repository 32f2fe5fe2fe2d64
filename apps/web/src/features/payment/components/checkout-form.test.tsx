import { msg, type PagamentoConfig, type PlanoRead } from '@lunna/contract';
import { screen } from '@testing-library/preact';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithTexts } from '../../../test/render';
import { CheckoutForm } from './checkout-form';

// The provider's calls are the API's (tested there and in the checkout journey); here, what the form does
// with their answers.
const api = vi.hoisted(() => ({
  criarPedido: vi.fn(),
  capturarPedido: vi.fn(),
  cancelarPedido: vi.fn(),
  decidirNoSandbox: vi.fn(),
}));
vi.mock('../api/checkout-api', () => api);

const plano: PlanoRead = {
  id: 'sementinha',
  nomePlan: 'Sementinha',
  valor: 199,
  precodesconto: 149,
  subtitulo: 'Para escolas pequenas',
  beneficios: [],
  porAluno: false,
  alunosMin: 1,
  alunosMax: 50,
};
const sandbox: PagamentoConfig = { provedor: 'sandbox', clientId: null, moeda: 'BRL' };
const pedido = {
  idPagamento: 'p-1',
  provedor: 'sandbox' as const,
  pedidoProvedor: 'o-1',
  valor: 149,
  moeda: 'BRL' as const,
  descricao: 'Plano Sementinha mensal',
};

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'Nome da escola' }), 'Escola Arco-Íris');
  await user.type(screen.getByRole('textbox', { name: /CNPJ/ }), '11222333000181');
  await user.type(screen.getByRole('textbox', { name: /Número de alunos/ }), '30');
  await user.type(screen.getByRole('textbox', { name: 'Nome do diretor' }), 'Helena Martins');
  await user.type(screen.getByRole('textbox', { name: 'E-mail do diretor' }), 'helena@arcoiris.example');
}

beforeEach(() => Object.values(api).forEach((fn) => fn.mockReset()));

describe('the checkout form', () => {
  it('orders the chosen plan with the details typed, and is paid once the sandbox approves', async () => {
    const user = userEvent.setup();
    const onPaid = vi.fn();
    api.criarPedido.mockResolvedValue(pedido);
    api.decidirNoSandbox.mockResolvedValue(undefined);
    api.capturarPedido.mockResolvedValue({ status: 'aprovado' });
    renderWithTexts(<CheckoutForm plano={plano} config={sandbox} onPaid={onPaid} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    expect(api.criarPedido).toHaveBeenCalledWith(
      expect.objectContaining({ plano: 'sementinha', periodo: 'mensal', nomeEscola: 'Escola Arco-Íris' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Aprovar pagamento' }));
    expect(api.decidirNoSandbox).toHaveBeenCalledWith('p-1', 'aprovar');
    expect(onPaid).toHaveBeenCalledWith({ status: 'aprovado' });
  });

  it('keeps everything typed when the payment is refused, and says nothing was charged', async () => {
    const user = userEvent.setup();
    api.criarPedido.mockResolvedValue(pedido);
    api.decidirNoSandbox.mockResolvedValue(undefined);
    api.capturarPedido.mockRejectedValue(new ApiError(402, 'PAGAMENTO_RECUSADO', msg.pagamentoRecusado));
    renderWithTexts(<CheckoutForm plano={plano} config={sandbox} onPaid={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    await user.click(await screen.findByRole('button', { name: 'Recusar pagamento' }));
    expect(await screen.findByText(msg.pagamentoRecusado)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome da escola' }).value).toBe(
      'Escola Arco-Íris',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail do diretor' }).value).toBe(
      'helena@arcoiris.example',
    );
    expect(screen.queryByRole('button', { name: 'Aprovar pagamento' })).toBeNull();
  });

  it("puts the server's answer about a detail next to that field", async () => {
    const user = userEvent.setup();
    api.criarPedido.mockRejectedValue(
      new ApiError(409, 'VALIDATION', msg.cnpjEmUso, { cnpj: msg.cnpjEmUso }),
    );
    renderWithTexts(<CheckoutForm plano={plano} config={sandbox} onPaid={vi.fn()} />);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    const cnpj = await screen.findByRole('textbox', { name: /CNPJ/ });
    expect(cnpj.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(msg.cnpjEmUso)).toBeTruthy();
    expect(api.capturarPedido).not.toHaveBeenCalled();
  });
});
