import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The password rule's estimator (zxcvbn and its dictionaries, a few hundred KB compressed) comes in its own
 * chunk, only on the pages that set a password: registration, reset, change and the invitations. Once it is
 * in, the contract's `senha` field refuses weak passwords in the form, as the server does.
 */
let loading: Promise<void> | null = null;

export function loadPasswordStrength(): Promise<void> {
  loading ??= import('@lunna/contract/forca-senha-zxcvbn').then(
    (module) => module.instalarAvaliadorSenha(),
    () => {
      // Offline or a failed chunk: the form lets it through and the server answers with the same message.
      loading = null;
    },
  );
  return loading;
}

/** A form's resolver that waits for the estimator first (started when the form opened, so usually there). */
export function withPasswordStrength<T extends FieldValues, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  void loadPasswordStrength();
  return async (...args) => {
    await loadPasswordStrength();
    return resolver(...args);
  };
}
