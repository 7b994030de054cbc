'use client';
// /developer/v1/register: create a key (its secret shown once), see the keys one has, revoke them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { ApiKeyTable } from './ApiKeyTable';
import styles from './Developer.module.css';
import { NewApiKeyForm } from './NewApiKeyForm';
import { NewApiKeySecret } from './NewApiKeySecret';

export function ApiKeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<{ id: string; key: string; webhookSecret: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.apiKey.list.queryKey() });
  const create = useMutation(
    trpc.apiKey.create.mutationOptions({
      onSuccess: (created) => {
        setSecret(created);
        return refresh();
      },
    }),
  );
  return (
    <div className={styles.stack} data-testid="api-keys">
      <NewApiKeyForm
        creating={create.isPending}
        error={create.error?.message}
        onCreate={(name) => create.mutateAsync({ name })}
      />
      {secret && (
        <NewApiKeySecret
          secret={secret.key}
          webhookSecret={secret.webhookSecret}
          onDismiss={() => setSecret(null)}
        />
      )}
      <ApiKeyTable
        onRevoked={(id) => {
          if (secret?.id === id) setSecret(null);
          return refresh();
        }}
      />
    </div>
  );
}
