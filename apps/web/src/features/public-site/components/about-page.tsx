import { useTranslation } from 'react-i18next';
import { avatars, hands, logoLargeArt } from '../art';
import styles from './about.module.css';

type Value = { title: string; text: string };
type Word = { word: string; text: string };
type Colour = { color: string; meaning: string };
type Member = { name: string; role: string; role2: string };

const TEAM_AVATARS = avatars.slice(10);
const HAND_TINTS = [
  styles.tintPurple,
  styles.tintBlue,
  styles.tintOrange,
  styles.tintPink,
  styles.tintGreen,
  styles.tintDeep,
];
const handleOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '-');

export function AboutPage() {
  const { t } = useTranslation();
  const values = t('sobre.valores.items', { returnObjects: true }) as Value[];
  const words = t('sobre.nome.items', { returnObjects: true }) as Word[];
  const colours = t('sobre.cores.items', { returnObjects: true }) as Colour[];
  const members = t('sobre.equipe.members', { returnObjects: true }) as Member[];

  return (
    <>
      <section id="sobre" className={styles.banner} aria-labelledby="sobre-title">
        <h1 id="sobre-title">{t('sobre.banner.title')}</h1>
        <p>{t('sobre.banner.text')}</p>
      </section>

      <section className={styles.section} aria-label={t('sobre.banner.title')}>
        <div className={styles.pair}>
          <article className={[styles.block, styles.tintPurple].join(' ')}>
            <h2>{t('sobre.missao.title')}</h2>
            <p>{t('sobre.missao.text')}</p>
          </article>
          <article className={[styles.block, styles.tintBlue].join(' ')}>
            <h2>{t('sobre.visao.title')}</h2>
            <p>{t('sobre.visao.text')}</p>
          </article>
        </div>
        <h2 className={styles.title}>{t('sobre.valores.title')}</h2>
        <ol className={styles.values}>
          {values.map((value, i) => (
            <li key={value.title} className={styles.value}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="quem-somos">
        <h2 id="quem-somos" className={styles.title}>
          {t('sobre.quemSomos.title')}
        </h2>
        <p className={styles.lead}>{t('sobre.quemSomos.text')}</p>
        <p>{t('sobre.quemSomos.text2')}</p>
      </section>

      <section className={styles.section} aria-labelledby="significado">
        <h2 id="significado" className={styles.title}>
          {t('sobre.nome.title')}
        </h2>
        <p>{t('sobre.nome.intro')}</p>
        <dl className={styles.words}>
          {words.map((word) => (
            <div key={word.word} className={styles.word}>
              <dt>
                <span className={styles.initial} aria-hidden="true">
                  {word.word.charAt(0)}
                </span>
                {word.word}
              </dt>
              <dd>{word.text}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="cores">
        <h2 id="cores" className={styles.title}>
          {t('sobre.cores.title')}
        </h2>
        <p>{t('sobre.cores.intro')}</p>
        <ul className={styles.hands}>
          {colours.map((colour, i) => (
            <li key={colour.color} className={[styles.hand, HAND_TINTS[i]].join(' ')}>
              <img
                src={hands[i]}
                alt={t('sobre.cores.hand', { color: colour.color.toLowerCase() })}
                width={120}
                height={120}
                loading="lazy"
              />
              <h3>{colour.color}</h3>
              <p>{colour.meaning}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={[styles.section, styles.logo].join(' ')} aria-labelledby="nossa-logo">
        <img src={logoLargeArt} alt={t('sobre.logo.alt')} width={240} height={240} loading="lazy" />
        <div>
          <h2 id="nossa-logo" className={styles.title}>
            {t('sobre.logo.title')}
          </h2>
          <p className={styles.lead}>{t('sobre.logo.text')}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="equipe">
        <h2 id="equipe" className={styles.title}>
          {t('sobre.equipe.title')}
        </h2>
        <p>{t('sobre.equipe.intro')}</p>
        <ul className={styles.team}>
          {members.map((member, i) => (
            <li key={member.name} className={styles.member}>
              <img
                src={TEAM_AVATARS[i]}
                alt={t('sobre.equipe.photo', { name: member.name })}
                width={96}
                height={96}
                loading="lazy"
              />
              <h3>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              <p className={styles.role2}>{member.role2}</p>
              <p className={styles.memberLinks}>
                <a
                  href={`https://www.linkedin.com/in/${handleOf(member.name)}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span aria-hidden="true">LinkedIn</span>
                  <span className="visually-hidden">
                    {t('sobre.equipe.social', { network: 'LinkedIn', name: member.name })}
                  </span>
                </a>
                <a
                  href={`https://github.com/${handleOf(member.name)}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <span aria-hidden="true">GitHub</span>
                  <span className="visually-hidden">
                    {t('sobre.equipe.social', { network: 'GitHub', name: member.name })}
                  </span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
