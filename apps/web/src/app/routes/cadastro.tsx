import { RegistrationWizard } from '../../features/registration';

export default function CadastroPage() {
  return <RegistrationWizard />;
}
