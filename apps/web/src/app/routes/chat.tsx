import { ChatPage } from '../../features/chat';

/** /chat: the school's 'Geral' room and the private conversations, live. */
export default function ChatRoute() {
  return <ChatPage />;
}
