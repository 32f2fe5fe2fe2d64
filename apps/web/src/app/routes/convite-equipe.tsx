import { StaffInvitation } from '../../features/equipe';

export default function ConviteEquipePage() {
  return <StaffInvitation />;
}
