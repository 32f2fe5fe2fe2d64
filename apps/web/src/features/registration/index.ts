export { RegistrationWizard } from './components/registration-wizard';
