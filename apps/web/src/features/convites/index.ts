export { ConviteInvitation } from './components/convite-invitation';
export { ResponsaveisSection } from './components/responsaveis-section';
