#!/usr/bin/awk -f
# SPDX-License-Identifier: GPL-2.0-only
#
# Generate Glass's per-hook code from include/linux/lsm_hook_defs.h.
#
#   awk -v part=hooks -f mkhooks.awk hook-rules lsm_hook_defs.h security.c
#	struct glass_hook_table (one vector per hook) and, per hook, the
#	inline glass_call_<hook>(table, args...) that runs its providers by
#	the hook's combination rule; the "not mine" answer of each
#	hand-written hook.
#   awk -v part=wrappers -f mkhooks.awk hook-rules lsm_hook_defs.h security.c
#	the functions Glass registers with the framework, the table of them,
#	and the index from a hook's static calls to its vector.
#
# The preprocessor cannot strip the types from a parameter list, which is
# why this is a script: it knows each argument's name.  The table, the index
# and the defaults need no names; security.c makes such things with
# LSM_HOOK() macros over lsm_hook_defs.h, but checkpatch --strict reports
# each of those macros (unused and reused arguments, a complex value), so
# they are written here with the rest.
#
# The rule of each hook comes from hook-rules (default: "all" for hooks
# that return a value, "void" for void hooks).  Conditional lines of the
# header are copied into every part so the output follows the kernel
# configuration.  security.c tells which hooks the framework calls only
# through call_int_hook() and call_void_hook(), whose loops call every
# provider Glass composes as Glass would: their providers can be placed
# in the framework's static calls.

function trim(s) {
	gsub(/^[ \t]+|[ \t]+$/, "", s)
	return s
}

function fail(msg) {
	print "mkhooks.awk: " msg > "/dev/stderr"
	failed = 1
	exit 1
}

# Record one LSM_HOOK(...) invocation as item n.
function record(text,	n, parts, i, p, name, params, args, hook, ret) {
	sub(/^LSM_HOOK[ \t]*\(/, "", text)
	sub(/\)[ \t]*$/, "", text)
	n = split(text, parts, ",")
	ret = trim(parts[1])
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
		if (!match(name, /[A-Za-z_][A-Za-z0-9_]*$/))
			fail("cannot name parameter '" p "' of " hook)
		args = args (args == "" ? "" : ", ") substr(name, RSTART, RLENGTH)
	}
	items++
	name_[items] = hook
	ret_[items] = ret
	def_[items] = trim(parts[2])
	params_[items] = params
	args_[items] = args
	rule_[items] = (hook in rules) ? rules[hook] : (ret == "void" ? "void" : "all")
	if (ret == "void" && rule_[items] !~ /^(void|routed|own|secid_out)$/)
		fail("void hook " hook " cannot have rule " rule_[items])
	if (ret != "void" && rule_[items] ~ /^(void|secid_out)$/)
		fail("hook " hook " returns a value: it cannot have rule " rule_[items])
	seen[hook] = 1
}

function tparams(i) {
	return "const struct glass_hook_table *t" (params_[i] == "" ? "" : ", " params_[i])
}

function call(i) {
	return "h->fn[i]." name_[i] "(" args_[i] ")"
}

# The call with the argument named "secid" replaced by @with.
function call_secid(i, with,	a) {
	a = ", " args_[i] ","
	if (!sub(/, secid,/, ", " with ",", a))
		fail("hook " name_[i] " has no argument named secid")
	gsub(/^, |,$/, "", a)
	return "h->fn[i]." name_[i] "(" a ")"
}

function emit_call(i,	r, d) {
	r = rule_[i]
	d = def_[i]
	if (r == "custom" || r == "routed" || r == "own")
		return
	printf "static inline %s glass_call_%s(%s)\n{\n", ret_[i], name_[i], tparams(i)
	printf "\tconst struct glass_hook_vec *h = &t->%s;\n", name_[i]
	if (r == "secid_out") {
		# Each module fills its entry; the vector leaves as one secid.
		# One provider: its label's secid, with no vector to build.
		printf "\tunsigned int i;\n\n\tif (h->nr == 1) {\n\t\tu32 label = 0;\n\n"
		printf "\t\ti = 0;\n\t\t%s;\n", call_secid(i, "\\&label")
		printf "\t\t*secid = glass_secid_of_label(&glass_secids, h->module[0], label);\n"
		printf "\t} else {\n\t\tu32 vec[GLASS_MAX_MODULES] = {};\n\n"
		printf "\t\tfor (i = 0; i < h->nr; i++)\n\t\t\t%s;\n", call_secid(i, "\\&vec[h->module[i]]")
		printf "\t\t*secid = glass_secid_of(&glass_secids, vec);\n\t}\n}\n\n"
		return
	}
	if (r == "secid_in") {
		# Each module gets its own secid; an unknown one is refused.
		printf "\tu32 vec[GLASS_MAX_MODULES];\n\t%s rc = %s;\n\tunsigned int i;\n\n", ret_[i], d
		printf "\tif (glass_secid_vec(&glass_secids, secid, vec))\n\t\treturn -EINVAL;\n"
		printf "\tfor (i = 0; i < h->nr; i++) {\n\t\t%s r = %s;\n\n", ret_[i], call_secid(i, "vec[h->module[i]]")
		printf "\t\tif (rc == (%s))\n\t\t\trc = r;\n\t}\n\treturn rc;\n}\n\n", d
		return
	}
	if (r == "void") {
		printf "\tunsigned int i;\n\n\tfor (i = 0; i < h->nr; i++)\n\t\t%s;\n}\n\n", call(i)
		return
	}
	printf "\t%s rc = %s;\n\tunsigned int i;\n\n", ret_[i], d
	if (r == "first") {
		# The first module that answers is the only one asked.
		printf "\tfor (i = 0; i < h->nr && rc == (%s); i++)\n\t\trc = %s;\n", d, call(i)
	} else {
		# Every provider runs; the first non-default result wins.
		printf "\tfor (i = 0; i < h->nr; i++) {\n\t\t%s r = %s;\n\n", ret_[i], call(i)
		printf "\t\tif (rc == (%s))\n\t\t\trc = r;\n\t}\n", d
	}
	printf "\treturn rc;\n}\n\n"
}

# "all" or "void" and nothing else: the providers' answers are the hook's.
function plain(i) {
	return rule_[i] ~ /^(all|void)$/ && !(name_[i] in inits)
}

# Registered whatever the stack: it frees or resets what Glass keeps.
function own(i) {
	return rule_[i] == "own" || name_[i] in inits
}

function emit_wrapper(i,	targs) {
	if (rule_[i] == "routed")
		return
	targs = "&glass_table" (args_[i] == "" ? "" : ", " args_[i])
	printf "static %s glass_%s(%s)\n{\n", ret_[i], name_[i], params_[i] == "" ? "void" : params_[i]
	if (name_[i] in inits)
		printf "\t%s;\n", inits[name_[i]]
	printf "\t%sglass_call_%s(%s);\n}\n\n", ret_[i] == "void" ? "" : "return ", name_[i], targs
	if (!(name_[i] in inits) || !each(i))
		return
	# Glass's own step alone, for the framework to call before the
	# providers.
	printf "static %s glass_step_%s(%s)\n{\n", ret_[i], name_[i], params_[i] == "" ? "void" : params_[i]
	printf "\t%s;\n", inits[name_[i]]
	if (ret_[i] != "void")
		printf "\treturn %s;\n", def_[i]
	printf "}\n\n"
}

# The framework's call_int_hook() or call_void_hook() calls the hook, and
# Glass's rule is the framework's.
function each(i) {
	return rule_[i] ~ /^(all|void)$/ && name_[i] in by_macro && !(name_[i] in by_loop)
}

# The entry of a hook's step, or NULL.
function step(i) {
	return name_[i] in inits && each(i) ? "{ ." name_[i] " = glass_step_" name_[i] " }" : "{}"
}

FNR == 1 {
	file++
}

# security.c: how the framework calls each hook.
file == 3 {
	line = $0
	while (match(line, /call_(int|void)_hook\([a-z0-9_]+/)) {
		h = substr(line, RSTART, RLENGTH)
		sub(/^.*\(/, "", h)
		by_macro[h] = 1
		line = substr(line, RSTART + RLENGTH)
	}
	if (match($0, /lsm_for_each_hook\([a-z_]+, *[a-z0-9_]+\)/)) {
		h = substr($0, RSTART, RLENGTH)
		sub(/^.*, */, "", h)
		sub(/\)$/, "", h)
		by_loop[h] = 1
	}
	next
}

file == 1 {
	sub(/#.*/, "")
	if (NF == 0)
		next
	if ($2 !~ /^(all|void|first|custom|own|routed|secid_in|secid_out)$/)
		fail("unknown rule '" $2 "' for " $1)
	rules[$1] = $2
	# "custom alone": one provider may answer alone, as the framework
	# asks it.
	if ($2 == "custom" && NF == 3) {
		if ($3 != "alone")
			fail("custom rule for " $1 " takes only \"alone\"")
		alone[$1] = 1
		next
	}
	# "all" or "void" with a call (no spaces): Glass's own step, before
	# the providers.
	if ($2 ~ /^(all|void)$/ && NF > 3)
		fail("the call of " $1 " must be written without spaces")
	if ($2 ~ /^(all|void)$/ && NF == 3) {
		inits[$1] = $3
		next
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
		items++
		pp_[items] = line
		next
	}
	if (!pending && line !~ /^[ \t]*LSM_HOOK[ \t]*\(/)
		next
	pending = pending " " line
	depth = gsub(/\(/, "(", pending) - gsub(/\)/, ")", pending)
	if (depth == 0) {
		record(trim(pending))
		pending = ""
	}
}

END {
	if (failed)
		exit 1
	if (pending != "")
		fail("unterminated LSM_HOOK")
	for (h in rules)
		if (!(h in seen))
			fail("hook-rules names unknown hook " h)
	if (part != "hooks" && part != "wrappers")
		fail("part must be hooks or wrappers")
	if (file != 3)
		fail("usage: mkhooks.awk hook-rules lsm_hook_defs.h security.c")

	print "/* Generated by mkhooks.awk: do not edit. */"
	if (part == "hooks") {
		print "struct glass_hook_table {"
		for (i = 1; i <= items; i++)
			print (i in pp_) ? pp_[i] : "\tstruct glass_hook_vec " name_[i] ";"
		print "};\n"
		for (i = 1; i <= items; i++) {
			if (i in pp_)
				print pp_[i]
			else
				emit_call(i)
		}
		print "/* The \"not mine\" answer of each hand-written hook. */"
		print "enum glass_hook_default {"
		for (i = 1; i <= items; i++) {
			if (i in pp_)
				print pp_[i]
			else if ((rule_[i] == "custom" || rule_[i] == "own") && ret_[i] != "void")
				printf "\tglass_default_%s = (%s),\n", name_[i], def_[i]
		}
		print "};"
		exit 0
	}

	for (i = 1; i <= items; i++) {
		if (i in pp_)
			print pp_[i]
		else
			emit_wrapper(i)
	}
	print "static const struct glass_hook_def glass_hook_defs[] __initconst = {"
	for (i = 1; i <= items; i++) {
		if (i in pp_)
			print pp_[i]
		else if (rule_[i] != "routed")
			printf "\t{ LSM_HOOK_INIT(%s, glass_%s), %s, %s, %s, %s },\n", name_[i], name_[i], step(i), own(i) ? "true" : "false", plain(i) || name_[i] in alone ? "true" : "false", each(i) ? "true" : "false"
	}
	print "};\n"
	print "static const struct glass_hook_index glass_hook_index[] = {"
	for (i = 1; i <= items; i++) {
		if (i in pp_)
			print pp_[i]
		else
			printf "\t{ static_calls_table.%s, offsetof(struct glass_hook_table, %s) },\n", name_[i], name_[i]
	}
	print "};"
}
