import { ChildBanner, ChildProfile, SelectedChild } from '../../features/child-profile';

export default function PerfilPage() {
  return (
    <SelectedChild>
      {(discente) => (
        <>
          <ChildBanner discente={discente} />
          <ChildProfile discente={discente} />
        </>
      )}
    </SelectedChild>
  );
}
