#!/usr/bin/awk -f
# SPDX-License-Identifier: GPL-2.0-only
#
# Turn include/linux/lsm_hook_defs.h into glass_hooks.h: one line per hook,
#
#   GLASS_HOOK_<RULE>(RET, DEFAULT, NAME, (PARAMS), (ARGS), (T, PARAMS), (T, ARGS)[, KIND, BLOB])
#
# The preprocessor cannot strip the types from a parameter list, so this
# script supplies the argument names the dispatch code needs to forward a
# call.  RULE comes from the hook-rules file (default: "all" for hooks that
# return a value, "void" for void hooks).  Conditional lines of the header
# are copied so that the generated list follows the kernel configuration.
# The list ends by undefining the GLASS_HOOK_* macros, so that each
# includer only defines them.
#
# Usage: awk -f mkhooks.awk hook-rules lsm_hook_defs.h > glass_hooks.h

function trim(s) {
	gsub(/^[ \t]+|[ \t]+$/, "", s)
	return s
}

function emit(text,	n, parts, i, p, name, params, args, tparams, targs, ret, def, hook, rule, extra) {
	sub(/^LSM_HOOK[ \t]*\(/, "", text)
	sub(/\)[ \t]*$/, "", text)
	n = split(text, parts, ",")
	ret = trim(parts[1])
	def = trim(parts[2])
	hook = trim(parts[3])
	params = ""
	args = ""
	for (i = 4; i <= n; i++) {
		p = trim(parts[i])
		if (p == "void")
			continue
		params = params (params == "" ? "" : ", ") p
		name = p
		sub(/[ \t]*\[[^]]*\]$/, "", name)
		if (!match(name, /[A-Za-z_][A-Za-z0-9_]*$/)) {
			print "mkhooks.awk: cannot name parameter '" p "' of " hook > "/dev/stderr"
			exit 1
		}
		args = args (args == "" ? "" : ", ") substr(name, RSTART, RLENGTH)
	}
	tparams = "const struct glass_hook_table *t" (params == "" ? "" : ", " params)
	targs = "t" (args == "" ? "" : ", " args)
	if (params == "")
		params = "void"
	rule = (hook in rules) ? rules[hook] : (ret == "void" ? "void" : "all")
	if ((hook in rules) && ret == "void" && rule != "void" && rule != "routed") {
		print "mkhooks.awk: void hook " hook " cannot have rule " rule > "/dev/stderr"
		exit 1
	}
	seen[hook] = 1
	extra = (hook in kinds) ? ", " kinds[hook] ", " blobs[hook] : ""
	printf "GLASS_HOOK_%s(%s, %s, %s, (%s), (%s), (%s), (%s)%s)\n", toupper(rule), ret, def, hook, params, args, tparams, targs, extra
}

FNR == NR {
	sub(/#.*/, "")
	if (NF == 0)
		next
	if ($2 !~ /^(all|void|first|custom|routed|blob)$/) {
		print "mkhooks.awk: unknown rule '" $2 "' for " $1 > "/dev/stderr"
		exit 1
	}
	rules[$1] = $2
	if ($2 == "blob") {
		if (NF != 4) {
			print "mkhooks.awk: blob rule for " $1 " needs KIND and BLOB" > "/dev/stderr"
			exit 1
		}
		kinds[$1] = $3
		blobs[$1] = $4
	}
	next
}

{
	line = $0
	# Drop comments, including ones spanning lines.
	if (incomment) {
		if (!sub(/^.*\*\//, "", line))
			next
		incomment = 0
	}
	gsub(/\/\*([^*]|\*[^\/])*\*\//, "", line)
	if (sub(/\/\*.*$/, "", line))
		incomment = 1
	if (line ~ /^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)/) {
		print line
		next
	}
	if (!pending && line !~ /^[ \t]*LSM_HOOK[ \t]*\(/)
		next
	pending = pending " " line
	depth = gsub(/\(/, "(", pending) - gsub(/\)/, ")", pending)
	if (depth == 0) {
		emit(trim(pending))
		pending = ""
	}
}

END {
	# Each includer defines the rule macros for one expansion.
	print "#undef GLASS_HOOK_ALL"
	print "#undef GLASS_HOOK_VOID"
	print "#undef GLASS_HOOK_FIRST"
	print "#undef GLASS_HOOK_BLOB"
	print "#undef GLASS_HOOK_CUSTOM"
	print "#undef GLASS_HOOK_ROUTED"
	if (pending != "") {
		print "mkhooks.awk: unterminated LSM_HOOK" > "/dev/stderr"
		exit 1
	}
	for (h in rules) {
		if (!(h in seen)) {
			print "mkhooks.awk: hook-rules names unknown hook " h > "/dev/stderr"
			exit 1
		}
	}
}
