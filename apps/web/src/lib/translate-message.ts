import { msg } from '@lunna/contract/messages';

type Translate = (key: string, options: { defaultValue: string }) => string;

/** The contract's messages (form rules and API errors) are Portuguese; each has a `validation.<key>` entry. */
const keyByMessage = new Map<string, string>(
  Object.entries(msg).flatMap(([key, value]) => (typeof value === 'string' ? [[value, key] as const] : [])),
);

export const messageKeys = [...keyByMessage.values()];

/** Shows a contract message in the interface language; any other text is shown as it came. */
export function translateMessage(t: Translate, message: string): string {
  const key = keyByMessage.get(message);
  return key ? t(`validation.${key}`, { defaultValue: message }) : message;
}
