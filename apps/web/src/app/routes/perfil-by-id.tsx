import { useParams } from 'react-router';
import { ChildBanner, ChildById, EditableChildProfile } from '../../features/child-profile';
import { ResponsaveisSection } from '../../features/convites';

export default function PerfilByIdPage() {
  const { idDisc = '' } = useParams();
  return (
    <ChildById idDisc={idDisc}>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <EditableChildProfile discente={discente} />
          <ResponsaveisSection idDisc={discente.idDisc} nomeDisc={discente.nomeDisc} />
        </>
      )}
    </ChildById>
  );
}
