import type { EnqueteRead } from '@lunna/contract';
import type { ReactNode } from 'react';
import { EmptyNest } from '../../../components/illustrations';
import styles from './enquetes.module.css';

export function EnqueteGrid({
  itens,
  empty,
  render,
}: {
  itens: EnqueteRead[];
  empty: string;
  render: (e: EnqueteRead) => ReactNode;
}) {
  if (itens.length === 0) {
    return (
      <div className={styles.empty}>
        <EmptyNest className={styles.emptyArt} />
        <p>{empty}</p>
      </div>
    );
  }
  return <div className={styles.grid}>{itens.map(render)}</div>;
}
