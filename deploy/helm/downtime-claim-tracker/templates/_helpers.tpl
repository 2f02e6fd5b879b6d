{{- /*
  Only Go text/template's own functions are used here and in every template (see values.yaml).
  Without nindent, helpers that expand to mappings print YAML flow style on one line, so they
  fit any indentation.
*/ -}}

{{- /* The release's name for this chart, at most 50 characters (room for suffixes). */ -}}
{{- define "dct.fullname" -}}
{{- printf "%.50s" (printf "%s-%s" .Release.Name .Chart.Name) -}}
{{- end -}}

{{- /* The image, quoted; an empty tag means the chart's appVersion. */ -}}
{{- define "dct.image" -}}
{{- printf "%s:%s" .Values.image.repository (or .Values.image.tag .Chart.AppVersion) | printf "%q" -}}
{{- end -}}

{{- /* Labels every object carries, as a flow mapping (the component label is added beside it). */ -}}
{{- define "dct.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}, app.kubernetes.io/instance: {{ .Release.Name }}, app.kubernetes.io/version: {{ printf "%q" .Chart.AppVersion }}, app.kubernetes.io/managed-by: {{ .Release.Service }}, helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "dct.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}, app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "dct.secretName" -}}
{{- if .Values.existingSecret }}{{ .Values.existingSecret }}{{ else }}{{ template "dct.fullname" . }}{{ end -}}
{{- end -}}

{{- /* Resources from { requests: { cpu, memory }, limits: { cpu, memory } }; empty values are left out. */ -}}
{{- define "dct.resources" -}}
{ {{- with index . "requests" }}requests: { {{- with index . "cpu" }}cpu: {{ printf "%q" . }}, {{ end }}{{ with index . "memory" }}memory: {{ printf "%q" . }}{{ end }}}, {{ end -}}
{{- with index . "limits" }}limits: { {{- with index . "cpu" }}cpu: {{ printf "%q" . }}, {{ end }}{{ with index . "memory" }}memory: {{ printf "%q" . }}{{ end }}}{{ end -}} }
{{- end -}}

{{- /* The pod-level settings every pod of the chart shares. */ -}}
{{- define "dct.podSecurityContext" -}}
{ runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, seccompProfile: { type: RuntimeDefault } }
{{- end -}}

{{- define "dct.containerSecurityContext" -}}
{ allowPrivilegeEscalation: false, capabilities: { drop: [ALL] } }
{{- end -}}

{{- define "dct.imagePullSecrets" -}}
[ {{- range $i, $name := .Values.imagePullSecrets }}{{ if $i }}, {{ end }}{ name: {{ $name }} }{{ end -}} ]
{{- end -}}
