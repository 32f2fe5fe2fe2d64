import { ConviteInvitation } from '../../features/convites';

export default function ConvitePage() {
  return <ConviteInvitation />;
}
