import {
  humores,
  itensTrazer,
  quantidadesRefeicao,
  refeicoes,
  resultadosHigiene,
  tiposHigiene,
  tiposIncidente,
  unidadesDose,
  type QuantidadeRefeicao,
} from '@lunna/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { firstName } from '../../../lib/format';
import type { Acao, Estado } from './estado-registro';
import { Escolha } from './escolha';
import styles from './diario.module.css';

type Props = {
  acao: Acao;
  estado: Estado;
  set: (patch: Partial<Estado>) => void;
  /** With several children, a meal may differ for some of them. */
  criancas: { idDisc: string; nomeDisc: string }[];
  errors: Record<string, string>;
};

const toggle = (list: string[], v: string, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));

/** The fields of one kind of entry. Everything optional stays below the essentials. */
export function RegistroCampos({ acao, estado: e, set, criancas, errors }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const opcional = t('common.optional');
  const nota = (
    <TextAreaField
      label={`${t('diario.campo.nota')} (${opcional})`}
      rows={2}
      maxLength={500}
      value={e.nota}
      onChange={(ev) => set({ nota: ev.target.value })}
      error={errors.nota}
    />
  );

  switch (acao) {
    case 'refeicao':
      return (
        <>
          <Escolha
            legend={t('diario.campo.refeicao')}
            name={`${name}-refeicao`}
            compact
            options={refeicoes.map((r) => ({ value: r, label: t(`diario.refeicao.${r}`) }))}
            value={e.refeicao}
            onChange={(v) => set({ refeicao: v as Estado['refeicao'] })}
          />
          <Escolha
            legend={criancas.length > 1 ? t('diario.campo.quantidadeTodos') : t('diario.campo.quantidade')}
            name={`${name}-quantidade`}
            options={quantidadesRefeicao.map((q) => ({ value: q, label: t(`diario.quantidade.${q}`) }))}
            value={e.quantidade}
            onChange={(v) => set({ quantidade: v as QuantidadeRefeicao })}
          />
          {errors.quantidade && <p className={styles.erro}>{errors.quantidade}</p>}
          {criancas.length > 1 && e.quantidade && (
            <details className={styles.excecoes} open={Object.keys(e.excecoes).length > 0}>
              <summary>{t('diario.excecoes')}</summary>
              <ul>
                {criancas.map((c) => (
                  <li key={c.idDisc}>
                    <SelectField
                      label={firstName(c.nomeDisc)}
                      placeholder={t('diario.comoOsOutros')}
                      options={quantidadesRefeicao
                        .filter((q) => q !== e.quantidade)
                        .map((q) => ({ value: q, label: t(`diario.quantidade.${q}`) }))}
                      value={e.excecoes[c.idDisc] ?? ''}
                      onChange={(ev) => {
                        const { [c.idDisc]: _, ...rest } = e.excecoes;
                        set({
                          excecoes: ev.target.value
                            ? { ...rest, [c.idDisc]: ev.target.value as QuantidadeRefeicao }
                            : rest,
                        });
                      }}
                    />
                  </li>
                ))}
              </ul>
            </details>
          )}
          <TextField
            label={`${t('diario.campo.recusou')} (${opcional})`}
            maxLength={200}
            value={e.recusou}
            onChange={(ev) => set({ recusou: ev.target.value })}
          />
          {nota}
        </>
      );
    case 'mamadeira':
      return (
        <>
          <Escolha
            legend={t('diario.campo.mlRapido')}
            name={`${name}-ml`}
            compact
            options={['60', '90', '120', '150', '180', '210'].map((v) => ({ value: v, label: `${v} ml` }))}
            value={e.ml}
            onChange={(v) => set({ ml: v })}
          />
          <TextField
            label={t('diario.campo.ml')}
            inputMode="numeric"
            value={e.ml}
            onChange={(ev) => set({ ml: ev.target.value })}
            error={errors.ml}
          />
          {nota}
        </>
      );
    case 'sono':
      return (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={e.naoDormiu}
              onChange={(ev) => set({ naoDormiu: ev.target.checked })}
            />
            {t('diario.campo.naoDormiu')}
          </label>
          {!e.naoDormiu && (
            <TextField
              type="time"
              label={`${t('diario.campo.fim')} (${opcional})`}
              hint={t('diario.campo.fimDica')}
              value={e.fim}
              onChange={(ev) => set({ fim: ev.target.value })}
              error={errors.fim}
            />
          )}
          {nota}
        </>
      );
    case 'higiene':
      return (
        <>
          <Escolha
            legend={t('diario.campo.higiene')}
            name={`${name}-higiene`}
            options={tiposHigiene.map((h) => ({ value: h, label: t(`diario.higiene.${h}`) }))}
            value={e.higiene}
            onChange={(v) => set({ higiene: v as Estado['higiene'] })}
          />
          <Escolha
            legend={t('diario.campo.resultados')}
            name={`${name}-resultados`}
            multiple
            options={resultadosHigiene.map((r) => ({ value: r, label: t(`diario.resultado.${r}`) }))}
            value={e.resultados}
            onChange={(v, on) => set({ resultados: toggle(e.resultados, v, on) })}
          />
          {errors.resultados && <p className={styles.erro}>{errors.resultados}</p>}
          {nota}
        </>
      );
    case 'temperatura':
      return (
        <>
          <TextField
            label={t('diario.campo.graus')}
            inputMode="decimal"
            value={e.graus}
            onChange={(ev) => set({ graus: ev.target.value })}
            error={errors.graus}
          />
          {nota}
        </>
      );
    case 'medicacao':
      return (
        <>
          <TextField
            label={t('diario.campo.medicamento')}
            maxLength={120}
            value={e.medicamento}
            onChange={(ev) => set({ medicamento: ev.target.value, idAutorizacao: '' })}
            error={errors.medicamento}
          />
          <div className={styles.linhaCampos}>
            <TextField
              label={t('diario.campo.dose')}
              inputMode="decimal"
              value={e.dose}
              onChange={(ev) => set({ dose: ev.target.value, idAutorizacao: '' })}
              error={errors.dose}
            />
            <SelectField
              label={t('diario.campo.unidade')}
              placeholder={t('diario.campo.unidade')}
              options={unidadesDose.map((u) => ({ value: u, label: t(`diario.unidade.${u}`) }))}
              value={e.unidade}
              onChange={(ev) =>
                set({ unidade: (ev.target.value || 'ml') as Estado['unidade'], idAutorizacao: '' })
              }
            />
          </div>
          {nota}
        </>
      );
    case 'incidente':
      return (
        <>
          <SelectField
            label={t('diario.campo.incidente')}
            placeholder={t('diario.campo.escolha')}
            options={tiposIncidente.map((i) => ({ value: i, label: t(`diario.incidente.${i}`) }))}
            value={e.incidente}
            onChange={(ev) => set({ incidente: ev.target.value })}
            error={errors.incidente}
          />
          <TextAreaField
            label={t('diario.campo.descricao')}
            rows={3}
            maxLength={1000}
            value={e.descricao}
            onChange={(ev) => set({ descricao: ev.target.value })}
            error={errors.descricao}
          />
          <TextField
            label={t('diario.campo.local')}
            maxLength={200}
            value={e.local}
            onChange={(ev) => set({ local: ev.target.value })}
            error={errors.local}
          />
          <TextAreaField
            label={t('diario.campo.primeirosSocorros')}
            rows={2}
            maxLength={1000}
            value={e.primeirosSocorros}
            onChange={(ev) => set({ primeirosSocorros: ev.target.value })}
            error={errors.primeirosSocorros}
          />
          <TextField
            label={`${t('diario.campo.testemunhas')} (${opcional})`}
            maxLength={300}
            value={e.testemunhas}
            onChange={(ev) => set({ testemunhas: ev.target.value })}
          />
          <label className={styles.check}>
            <input type="checkbox" checked={e.grave} onChange={(ev) => set({ grave: ev.target.checked })} />
            {t('diario.campo.grave')}
          </label>
        </>
      );
    case 'humor':
      return (
        <>
          <Escolha
            legend={`${t('diario.campo.humor')} (${opcional})`}
            name={`${name}-humor`}
            options={humores.map((h) => ({ value: h, label: t(`diario.humor.${h}`) }))}
            value={e.humor}
            onChange={(v) => set({ humor: v })}
          />
          <TextAreaField
            label={t('diario.campo.notaDia')}
            rows={3}
            maxLength={1000}
            value={e.nota}
            onChange={(ev) => set({ nota: ev.target.value })}
            error={errors.nota}
          />
        </>
      );
    case 'trazer':
      return (
        <>
          <Escolha
            legend={t('diario.campo.itens')}
            name={`${name}-itens`}
            multiple
            options={itensTrazer.map((i) => ({ value: i, label: t(`diario.item.${i}`) }))}
            value={e.itens}
            onChange={(v, on) => set({ itens: toggle(e.itens, v, on) })}
          />
          {errors.itens && <p className={styles.erro}>{errors.itens}</p>}
          {nota}
        </>
      );
  }
}
