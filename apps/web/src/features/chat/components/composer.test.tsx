import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTexts } from '../../../test/render';
import type { Destino } from '../api/caixa-de-saida';
import { Composer } from './composer';

// The outbox delivers over the socket or HTTP; here only what the box hands it is checked.
const enviar = vi.hoisted(() => vi.fn());
vi.mock('../api/chat', () => ({ caixaDeSaida: { enviar } }));

const destino: Destino = { tipo: 'geral' };

beforeEach(() => enviar.mockClear());

describe('the chat composer', () => {
  it('sends on Enter, to the conversation it belongs to, and is empty again at once', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Composer idConversa="c-1" destino={destino} nome={undefined} />);
    const box = screen.getByRole('textbox', { name: 'Mensagem para o Geral' });
    await user.type(box, 'Bom dia, turma!{Enter}');
    expect(enviar).toHaveBeenCalledTimes(1);
    expect(enviar).toHaveBeenCalledWith('c-1', destino, 'Bom dia, turma!');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('starts a new line on Shift+Enter and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Composer idConversa="c-1" destino={destino} nome="Ana Beatriz Rocha" />);
    const box = screen.getByRole('textbox', { name: 'Mensagem para Ana Beatriz Rocha' });
    await user.type(box, 'Primeira linha{Shift>}{Enter}{/Shift}segunda');
    expect(enviar).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('Primeira linha\nsegunda');
  });

  it('sends the message with the button too, trimmed', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Composer idConversa="c-2" destino={destino} nome={undefined} />);
    await user.type(screen.getByRole('textbox'), '  até amanhã  ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(enviar).toHaveBeenCalledWith('c-2', destino, 'até amanhã');
  });

  it('does not send a blank message, and says why next to the box', async () => {
    const user = userEvent.setup();
    renderWithTexts(<Composer idConversa="c-1" destino={destino} nome={undefined} />);
    const box = screen.getByRole('textbox');
    await user.type(box, '   {Enter}');
    expect(enviar).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    // The box names its error first among what describes it, so a screen reader reads it with the box.
    const error = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe('Escreva uma mensagem');
  });
});
