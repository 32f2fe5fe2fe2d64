import type { DiscenteRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../lib/labels';
import { Avatar } from '../../../components/avatar';
import { EmptyNest } from '../../../components/illustrations';
import { formatPhone } from '../../../lib/format';
import { useFormatters } from '../../../lib/use-formatters';
import { useAgeLabel } from '../../../lib/use-age-label';
import styles from './child-profile.module.css';
import type { ProfileSection } from './edit-profile-form';
import { PencilIcon } from './pencil-icon';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

type Editable = { onEdit?: (() => void) | undefined; editLabel?: string | undefined };

function Section({
  id,
  title,
  children,
  onEdit,
  editLabel,
}: { id: string; title: string; children: ReactNode } & Editable) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {onEdit && (
          <button type="button" className={styles.editButton} onClick={onEdit} aria-label={editLabel}>
            <PencilIcon />
          </button>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * Everything the guardian registered about the child, read from the API (nothing made up). With
 * `onEdit` (the child's guardians), each editable section has a pencil opening the edit overlay there.
 */
export function ChildProfile({
  discente,
  onEdit,
}: {
  discente: DiscenteRead;
  onEdit?: ((section: ProfileSection) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const labels = useLabels();
  const { formatDate } = useFormatters();
  const ageLabel = useAgeLabel();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const ficha = discente.fichaMed;
  const none = t('profile.none');
  const orNone = (value: string | null | undefined) => (value && value.trim() ? value : none);
  const hospital = ficha?.endereco;
  const edit = (section: ProfileSection): Editable =>
    onEdit
      ? {
          onEdit: () => onEdit(section),
          editLabel: t('profileEdit.editSection', { section: t(`profile.sections.${section}`) }),
        }
      : {};
  const hospitalAddress = hospital
    ? [hospital.rua, hospital.uf, hospital.cep ? t('profile.cep', { cep: hospital.cep }) : null]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <div className={styles.grid}>
      <Section id="perfil-dados" title={t('profile.sections.dados')} {...edit('dados')}>
        <dl className={styles.list}>
          <Item label={t('profile.name')}>{discente.nomeDisc}</Item>
          <Item label={t('profile.school')}>{discente.escola.nome}</Item>
          <Item label={t('profile.birthDate')}>{formatDate(discente.dataNasDisc)}</Item>
          <Item label={t('profile.age')}>{ageLabel(discente.dataNasDisc)}</Item>
          <Item label={t('profile.height')}>
            {t('profile.cm', { value: number.format(discente.alturaDisc) })}
          </Item>
          <Item label={t('profile.weight')}>
            {t('profile.kg', { value: number.format(discente.pesoDisc) })}
          </Item>
        </dl>
      </Section>

      <Section id="perfil-saude" title={t('profile.sections.saude')} {...edit('saude')}>
        <dl className={styles.list}>
          <Item label={t('profile.sus')}>{ficha?.numCartSus ?? t('common.notInformed')}</Item>
          <Item label={t('profile.plano')}>{ficha?.planSaud ?? t('profile.noPlan')}</Item>
          <Item label={t('profile.pcd')}>{discente.deficiencia ? t('common.yes') : t('common.no')}</Item>
          {discente.deficiencia && (
            <Item label={t('profile.deficiencia')}>
              {t(`deficiencia.${discente.deficiencia}`, { defaultValue: discente.deficiencia })}
            </Item>
          )}
          <Item label={t('profile.tratamento')}>{orNone(ficha?.descTratamento)}</Item>
          <Item label={t('profile.comidas')}>{orNone(ficha?.comidasAlergicas)}</Item>
          <Item label={t('profile.cuidados')}>{orNone(ficha?.cuidados)}</Item>
        </dl>
        {!ficha && <p className={styles.note}>{t('profile.noFicha')}</p>}
      </Section>

      <Section id="perfil-medicamentos" title={t('profile.sections.medicamentos')} {...edit('medicamentos')}>
        <dl className={styles.list}>
          <Item label={t('profile.remedios')}>{orNone(ficha?.remedios)}</Item>
          {ficha?.qtdMed != null && <Item label={t('profile.dose')}>{number.format(ficha.qtdMed)}</Item>}
          {ficha?.qtdHoraMed != null && (
            <Item label={t('profile.intervalo')}>
              {t('profile.everyHours', { count: ficha.qtdHoraMed, value: number.format(ficha.qtdHoraMed) })}
            </Item>
          )}
        </dl>
      </Section>

      <Section id="perfil-hospital" title={t('profile.sections.hospital')} {...edit('hospital')}>
        <dl className={styles.list}>
          <Item label={t('profile.hospitalName')}>{hospital?.nomeHospital ?? t('common.notInformed')}</Item>
          <Item label={t('profile.hospitalAddress')}>{hospitalAddress || t('common.notInformed')}</Item>
        </dl>
      </Section>

      <Section id="perfil-contatos" title={t('profile.sections.contatos')} {...edit('contatos')}>
        {discente.contato.length === 0 ? (
          <p className={styles.note}>{t('profile.noContacts')}</p>
        ) : (
          <ul className={styles.cards}>
            {discente.contato.map((contato) => (
              <li key={contato.idContato} className={styles.card}>
                <p className={styles.cardTitle}>{contato.nome}</p>
                <dl className={styles.list}>
                  <Item label={t('profile.parentesco')}>{labels.relation(contato.parentesco)}</Item>
                  <Item label={t('profile.celular')}>{formatPhone(contato.numeroCelular)}</Item>
                  <Item label={t('profile.telefone')}>{formatPhone(contato.numeroTelefone)}</Item>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="perfil-busca" title={t('profile.sections.busca')}>
        {discente.autorizadosBusca.length === 0 ? (
          <div className={styles.empty}>
            <EmptyNest className={styles.emptyArt} />
            <p>{t('profile.noPickup')}</p>
          </div>
        ) : (
          <ul className={styles.cards}>
            {discente.autorizadosBusca.map((pessoa) => (
              <li key={pessoa.idAutorizado} className={[styles.card, styles.person].join(' ')}>
                <Avatar name={pessoa.nome} photo={pessoa.foto} size={56} />
                <div>
                  <p className={styles.cardTitle}>{pessoa.nome}</p>
                  <dl className={styles.list}>
                    <Item label={t('profile.parentesco')}>
                      {pessoa.parentesco && labels.relation(pessoa.parentesco)}
                    </Item>
                    <Item label={t('profile.rg')}>{pessoa.rg}</Item>
                    <Item label={t('profile.cpf')}>{pessoa.cpf}</Item>
                    <Item label={t('profile.contato')}>{formatPhone(pessoa.contato)}</Item>
                    <Item label={t('profile.validade')}>
                      {pessoa.dataInicio && pessoa.dataFim
                        ? t('profile.periodo', {
                            inicio: formatDate(pessoa.dataInicio),
                            fim: formatDate(pessoa.dataFim),
                          })
                        : t('profile.permanente')}
                    </Item>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
