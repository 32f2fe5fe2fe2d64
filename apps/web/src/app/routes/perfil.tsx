import { ChildBanner, EditableChildProfile, SelectedChild } from '../../features/child-profile';
import { ResponsaveisSection } from '../../features/convites';

export default function PerfilPage() {
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <EditableChildProfile discente={discente} />
          <ResponsaveisSection idDisc={discente.idDisc} nomeDisc={discente.nomeDisc} />
        </>
      )}
    </SelectedChild>
  );
}
