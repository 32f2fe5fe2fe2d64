import type { PresencaCrianca } from '@lunna/contract';
import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../../test/render';
import { FaltaDialog } from './falta-dialog';

// The request itself is the API's (tested there); here, what the educator's form hands it.
const mutate = vi.hoisted(() => vi.fn());
vi.mock('../api/presenca', () => ({ useFalta: () => ({ mutate, error: null, isPending: false }) }));

const davi = { idDisc: 'd-1', nomeDisc: 'Davi Souza Lima' } as PresencaCrianca;

beforeEach(() => mutate.mockClear());

describe('the absence dialog', () => {
  it('records the absence of the child it was opened for, with the reason typed', async () => {
    const user = userEvent.setup();
    renderWithTexts(<FaltaDialog crianca={davi} onClose={vi.fn()} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Falta de Davi' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Motivo da falta/ }), 'Viagem em família');
    await user.click(screen.getByRole('button', { name: 'Registrar falta' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ idDisc: 'd-1', payload: { motivo: 'Viagem em família' } });
  });

  it('asks for the reason instead of recording an absence without one', async () => {
    const user = userEvent.setup();
    renderWithTexts(<FaltaDialog crianca={davi} onClose={vi.fn()} onDone={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Motivo da falta/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Registrar falta' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Informe o motivo')).toBeTruthy();
  });

  it('closes on Cancelar without recording anything', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithTexts(<FaltaDialog crianca={davi} onClose={onClose} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(mutate).not.toHaveBeenCalled();
  });
});
