import { useParams } from 'react-router';
import { ChildBanner, ChildById, ChildProfile } from '../../features/child-profile';

export default function PerfilByIdPage() {
  const { idDisc = '' } = useParams();
  return (
    <ChildById idDisc={idDisc}>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <ChildProfile discente={discente} />
        </>
      )}
    </ChildById>
  );
}
