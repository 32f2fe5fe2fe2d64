export { useApproval } from './api/approval';
export { useCreateTurma, useDiscentesResumo, useTurmas } from './api/turmas';
export { ChildChooser } from './components/child-chooser';
export { ChooseTurmaStep } from './components/choose-turma-step';
export { StaffHome } from './components/staff-home';
export { TurmaFormStep } from './components/turma-form';
