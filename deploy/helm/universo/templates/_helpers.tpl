{{/* The route table as the generator wrote it (generated/apps.yaml). */}}
{{- define "universo.apps" -}}
{{- .Files.Get "generated/apps.yaml" -}}
{{- end }}

{{- define "universo.labels" -}}
app.kubernetes.io/name: {{ .app }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/part-of: universo
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version }}
{{- end }}

{{- define "universo.selector" -}}
app.kubernetes.io/name: {{ .app }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end }}

{{/* <registry>/<app>:<tag>, or apps.<app>.image. */}}
{{- define "universo.image" -}}
{{- $own := (index (.root.Values.apps | default dict) .app | default dict).image | default dict -}}
{{- $repository := $own.repository | default (printf "%s/%s" .root.Values.image.registry .app) -}}
{{- $tag := $own.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end }}

{{- define "universo.appValues" -}}
{{- toYaml (index (.root.Values.apps | default dict) .app | default dict) -}}
{{- end }}

{{/* Pod security: never root, the runtime's seccomp profile. */}}
{{- define "universo.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
fsGroup: {{ .uid }}
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* Container security: read-only root filesystem, no privilege escalation, no capabilities. */}}
{{- define "universo.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
runAsNonRoot: true
capabilities:
  drop: ["ALL"]
{{- end }}

{{/* The database URLs of a service: from its Secret (external) or from its CloudNativePG roles. */}}
{{- define "universo.databaseEnv" -}}
{{- $db := .root.Values.database -}}
{{- if eq $db.mode "external" }}
{{- $ext := index $db.external .service.app }}
- name: DATABASE_URL
  valueFrom: { secretKeyRef: { name: {{ $ext.existingSecret }}, key: DATABASE_URL } }
- name: MIGRATION_DATABASE_URL
  valueFrom: { secretKeyRef: { name: {{ $ext.existingSecret }}, key: MIGRATION_DATABASE_URL } }
{{- else }}
{{- $host := printf "%s-rw" $db.cloudnativepg.clusterName }}
- name: DB_APP_PASSWORD
  valueFrom: { secretKeyRef: { name: {{ .service.app }}-db-app, key: password } }
- name: DB_OWNER_PASSWORD
  valueFrom: { secretKeyRef: { name: {{ .service.app }}-db-owner, key: password } }
- name: DATABASE_URL
  value: {{ printf "postgres://%s:$(DB_APP_PASSWORD)@%s:5432/%s" .service.roles.app $host .service.database | quote }}
- name: MIGRATION_DATABASE_URL
  value: {{ printf "postgres://%s:$(DB_OWNER_PASSWORD)@%s:5432/%s" .service.roles.owner $host .service.database | quote }}
{{- end }}
{{- end }}
