'use client';
// "Manage glossaries": the list of the user's glossaries, and the editor for one of them, in one drawer.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SiteApp } from '@/components/providers/SiteApp';
import { GlossaryEditor } from './GlossaryEditor';
import { GlossaryList } from './GlossaryList';

type View = { screen: 'list' } | { screen: 'editor'; glossaryId?: string };

interface GlossaryDrawerProps {
  open: boolean;
  onClose: () => void;
}

export function GlossaryDrawer({ open, onClose }: GlossaryDrawerProps) {
  const t = useTranslations('Glossaries');
  const [view, setView] = useState<View>({ screen: 'list' });
  const showList = () => setView({ screen: 'list' });

  const title =
    view.screen === 'list' ? (
      t('manageTitle')
    ) : (
      <span>
        <Button
          type="text"
          size="small"
          icon={<ArrowLeftOutlined />}
          onClick={showList}
          aria-label={t('back')}
        />{' '}
        {view.glossaryId ? t('editTitle') : t('newGlossary')}
      </span>
    );

  // Outside the drawer: its messages outlive the drawer's contents.
  return (
    <SiteApp>
      <Drawer
        open={open}
        onClose={onClose}
        afterOpenChange={(visible) => !visible && showList()}
        title={title}
        size="min(760px, 100vw)"
        destroyOnHidden
        data-testid="glossary-drawer"
      >
        {view.screen === 'list' ? (
          <GlossaryList
            onCreate={() => setView({ screen: 'editor' })}
            onEdit={(glossaryId) => setView({ screen: 'editor', glossaryId })}
          />
        ) : (
          <GlossaryEditor glossaryId={view.glossaryId} onDone={showList} />
        )}
      </Drawer>
    </SiteApp>
  );
}
