import { Section } from '@/components/ui/section';
import { GrowthDiagnostic } from '@/features/growth-diagnostic/components/growth-diagnostic';
import { Seo } from '@/lib/seo';

export function Component() {
  return (
    <>
      <Seo
        title="Free Growth Diagnostic"
        description="Seven quick questions about your startup's stage, validation, pricing and retention; get an instant analysis of your biggest growth bottleneck and the next step to take."
      />
      <Section>
        <GrowthDiagnostic />
      </Section>
    </>
  );
}
