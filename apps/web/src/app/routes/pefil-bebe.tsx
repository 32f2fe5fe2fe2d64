import { ChildPicker } from '../../features/child-picker';

export default function PefilBebePage() {
  return <ChildPicker />;
}
