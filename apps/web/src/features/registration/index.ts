export { AddChildWizard } from './components/add-child-wizard';
export { RegistrationWizard } from './components/registration-wizard';
