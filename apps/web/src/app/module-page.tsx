import type { AppModule, LearningModuleId } from '@caudal/contracts/app-modules';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { ComingSoon } from '../components/ui/coming-soon.tsx';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { LearningNavigator } from '../features/learning/components/learning-navigator.tsx';
import { LearningPathPanel } from '../features/learning/components/learning-path-panel.tsx';
import { ModuleLearningSection } from '../features/learning/components/module-learning-section.tsx';
import { useModuleStepRecorder } from '../features/learning/hooks/use-module-step-recorder.ts';
import { moduleNeighbours } from '../features/learning/learning-view.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** What the shell gives a module's page. */
export type ModuleContentProps = {
  /**
   * Records one of the module's learning steps that the page sees happen (an analysis shown):
   * nothing while the path loads, once the step is done, or on a screen outside the path. It
   * changes when the open steps do, so an effect calling it runs again once the path arrives.
   */
  recordStep: (stepId: string) => void;
};

export type ModulePageProps = {
  /** The screen, from the registry (`@caudal/contracts/app-modules`). */
  module: AppModule;
  /** The screen's page; a module not built yet has none and shows its placeholder. */
  page?: ComponentType<ModuleContentProps> | undefined;
};

const ignoreStep = () => {};

function Content({ module, page: Page, recordStep }: ModulePageProps & ModuleContentProps) {
  if (!Page) {
    return (
      <ComingSoon
        title={module.title}
        note={`Estamos construyendo este módulo. ${module.summary} Pronto podrás usarlo con los datos de tu empresa.`}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingState />}>
      <Page recordStep={recordStep} />
    </Suspense>
  );
}

const Frame = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto max-w-7xl space-y-6">{children}</div>
);

/**
 * A module of the learning path (001 §1): the navigator to the previous and next module, the
 * page, and this module's steps with the learning map. The module that starts the path (the
 * dashboard) shows the whole path panel instead of the map.
 */
function LearningModulePage({
  learning,
  ...props
}: ModulePageProps & { learning: LearningModuleId }) {
  const recordStep = useModuleStepRecorder(learning);
  const startsPath = moduleNeighbours(learning).previous === null;
  return (
    <Frame>
      <LearningNavigator moduleId={learning} />
      <Content {...props} recordStep={recordStep} />
      <ModuleLearningSection moduleId={learning} map={!startsPath} />
      {startsPath ? <LearningPathPanel /> : null}
    </Frame>
  );
}

/**
 * Every screen of the registry under /app: its tab title, its page (or the placeholder of a
 * module not built yet) and, for a module of the learning path, the navigator and its steps.
 */
export function ModulePage(props: ModulePageProps) {
  useDocumentTitle(props.module.label);
  const learning = props.module.learning?.module;
  return learning ? (
    <LearningModulePage {...props} learning={learning} />
  ) : (
    <Frame>
      <Content {...props} recordStep={ignoreStep} />
    </Frame>
  );
}
